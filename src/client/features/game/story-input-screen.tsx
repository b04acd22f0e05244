// SPEC §2 Story input: each player in turn writes an entry for the round's category; after the
// last one the fake is made behind the "Preparing..." overlay, then the storytell transition.
import { Lightbulb, RotateCcw, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  countSentences,
  currentPlayer,
  currentRoundOf,
  categoryOf,
  MAX_ENTRY_CHARS,
  nextPlayerOf,
  SENTENCE_LIMITS,
  writerNoteOf,
  type CategoryView,
  type ContentType,
  type GameState,
  type Player,
} from '../../../engine';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast, toastError } from '../../components/toast/toast-store';
import { useFakeStatus, useGameStore } from './game-store';
import {
  Card,
  Chip,
  GameScreen,
  Heading,
  PassDeviceScreen,
  PlayerNote,
  PreparingOverlay,
  RoundBadge,
  SecretCover,
} from './game-ui';
import { readableError, type Idea } from './game-api';
import { useGameScreen } from './use-game-screen';

/** SPEC §9: the text area is focused 0.5 s after the screen appears. */
export const FOCUS_DELAY_MS = 500;

const TIPS: Record<ContentType, string> = {
  story:
    'Keep it true and short: at most 2 sentences. One small, specific detail makes it believable.',
  statement:
    'One sentence you really believe. The bolder it sounds, the harder it is to tell from a fake.',
};

/**
 * Issue 24: when a writer may be the faker, the tip below every writer's field is the same and
 * says nothing of the truth (the faker's note says what to write; a glance learns nothing).
 */
const TIPS_WITH_NOTE: Record<ContentType, string> = {
  story: 'Keep it short: at most 2 sentences. One small, specific detail makes it believable.',
  statement:
    'One sentence, said as if you mean it. The bolder it sounds, the harder it is to tell.',
};

const capitalised = (type: ContentType) => type.charAt(0).toUpperCase() + type.slice(1);

/** SPEC §2: "Tell Your Story" or "Share Your Statement". */
export function storyHeading(type: ContentType): string {
  return type === 'story' ? 'Tell Your Story' : 'Share Your Statement';
}

function sentenceHint(count: number, limit: number): string {
  const unit = limit === 1 ? 'sentence' : 'sentences';
  return count > limit ? `${count}/${limit} ${unit} (too long)` : `${count}/${limit} ${unit}`;
}

/** What the faker's note says when no idea can be offered (issue 24). */
export const NO_IDEA_TEXT =
  'No idea to offer this time. Think of something that could have happened to you, or to ' +
  'someone you know, and tell it as yours.';

/**
 * Issue 24, "Need an idea?": the faker asks for a machine-made idea and retells it in their own
 * words. The idea shows here only: the entry field stays theirs, untouched.
 */
function IdeaAsker({ type }: { type: ContentType }) {
  const { ideaForWriter } = useGameStore();
  const [idea, setIdea] = useState<Idea | null>(null);
  const [shown, setShown] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);

  function ask() {
    setAsking(true);
    void ideaForWriter(shown).then((next) => {
      setIdea(next);
      if (next.kind === 'idea' && next.fakeId) setShown((ids) => [...ids, next.fakeId!]);
      setAsking(false);
    });
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <Button type="button" variant="secondary" onClick={ask} disabled={asking}>
        <Lightbulb aria-hidden="true" />
        {asking ? 'Finding an idea...' : idea?.kind === 'idea' ? 'Another idea' : 'Need an idea?'}
      </Button>
      <div aria-live="polite">
        {idea?.kind === 'idea' && (
          <div data-testid="idea" className="rounded-xl bg-surface-raised p-3">
            <p className="text-sm font-semibold text-fg-muted">An idea:</p>
            <blockquote className="mt-1 break-words italic">&ldquo;{idea.text}&rdquo;</blockquote>
            <p className="mt-2 text-sm">
              {`Retell it in your own words, as your own ${type}: change the details so it sounds like you.`}
            </p>
          </div>
        )}
        {idea?.kind === 'none' && <p data-testid="idea">{NO_IDEA_TEXT}</p>}
      </div>
    </div>
  );
}

/**
 * Issue 24: when the faker may write the lie, every writer has the same closed note (PlayerNote),
 * so a glance tells nobody who the faker is, nor whether the machine or the faker makes this
 * round's fake. The faker's says so, with "Need an idea?"; everyone else's says to write the truth.
 */
function WriterNote({ name, faker, type }: { name: string; faker: boolean; type: ContentType }) {
  return (
    <PlayerNote name={name}>
      {faker ? (
        <>
          <p className="font-semibold">{"Psst! You're the faker this round."}</p>
          <p className="mt-1">
            {`Write a ${type} that is believable but not true. It is this round's fake: make it ` +
              'sound like you, with one small, specific detail.'}
          </p>
          <IdeaAsker type={type} />
        </>
      ) : (
        <p>{`You don't write the lie this round. Write a true ${type} of your own.`}</p>
      )}
    </PlayerNote>
  );
}

function StoryForm({
  state,
  player,
  category,
}: {
  state: GameState;
  player: Player;
  category: CategoryView;
}) {
  const { play } = useGameStore();
  const type = category.type;
  const limit = SENTENCE_LIMITS[type];
  const [text, setText] = useState('');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  const hintId = useId();
  const tipId = useId();
  const count = countSentences(text);
  const over = count > limit;
  const next = nextPlayerOf(state);
  const note = writerNoteOf(state, player.id);

  useEffect(() => {
    window.scrollTo(0, 0);
    const timer = setTimeout(() => areaRef.current?.focus({ preventScroll: true }), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = play({ type: 'submit-entry', content: text });
    if (!result.ok) {
      toastError(result.error);
      areaRef.current?.focus();
      return;
    }
    toast({
      title: `${capitalised(type)} Submitted`,
      description: `Great job, ${player.name}!`,
      variant: 'success',
    });
  }

  return (
    <form onSubmit={submit} className="contents">
      <GameScreen
        title={storyHeading(type)}
        top={
          <>
            <RoundBadge round={state.currentRound + 1} of={state.rounds} />
            <Chip className="capitalize">{type}</Chip>
          </>
        }
        actions={
          <>
            <Button type="submit" size="lg" block>
              <Send aria-hidden="true" />
              {`Submit ${capitalised(type)}`}
            </Button>
            {/* SPEC §2: who gets the device next. Pinned with Submit, so neither the button nor the
                keyboard ever hides it (issue 21, item 9); under the button, on the bar's opaque part. */}
            <p className="-mt-1 text-center text-sm font-semibold break-words text-fg-muted">
              {next ? (
                <>
                  Next, pass the device to <span className="text-fg">{next.name}</span>
                </>
              ) : (
                "You're the last player for this round!"
              )}
            </p>
          </>
        }
      >
        <div>
          <Heading>{storyHeading(type)}</Heading>
          <p className="mt-1 text-xl font-bold break-words text-primary-strong">{`${player.name}'s Turn`}</p>
        </div>

        <Card aria-label="Category">
          <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">Category</p>
          <h2 className="mt-1 font-display text-2xl font-bold">{category.name}</h2>
          <p className="mt-1 text-fg-muted">{category.description}</p>
        </Card>

        {note !== 'none' && <WriterNote name={player.name} faker={note === 'faker'} type={type} />}

        <div className="flex flex-col gap-2">
          <label htmlFor={areaId} className="font-semibold">
            {`Your ${type}`}
          </label>
          <textarea
            key={player.id}
            ref={areaRef}
            id={areaId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX_ENTRY_CHARS}
            rows={type === 'story' ? 5 : 3}
            // One phone, many writers: no suggestions learnt from the previous player's words.
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="sentences"
            spellCheck={false}
            data-gramm="false"
            aria-describedby={`${hintId} ${tipId}`}
            aria-invalid={over || undefined}
            placeholder={type === 'story' ? 'Write what happened...' : 'Write what you believe...'}
            className={cn(
              'w-full resize-none rounded-2xl border bg-surface-raised px-4 py-3 text-lg text-fg',
              'placeholder:text-fg-muted/80',
              over
                ? 'border-danger focus-visible:outline-danger'
                : 'border-line focus:border-accent',
            )}
          />
          <p
            id={hintId}
            className={cn(
              'text-sm font-semibold tabular-nums',
              over ? 'text-danger' : 'text-fg-muted',
            )}
          >
            {sentenceHint(count, limit)}
          </p>
        </div>

        <p id={tipId} className="rounded-2xl bg-accent/10 p-4 text-fg">
          <strong className="text-accent">Tip: </strong>
          {note === 'none' ? TIPS[type] : TIPS_WITH_NOTE[type]}
        </p>
      </GameScreen>
    </form>
  );
}

/** After the last entry: the overlay while the fake is made, or a retry after a failure. */
function PreparingFake({ state, type }: { state: GameState; type: ContentType }) {
  const status = useFakeStatus();
  const { prepareFake, getFakeStatus } = useGameStore();
  const label = type === 'story' ? 'Preparing stories...' : 'Preparing responses...';

  function run() {
    void prepareFake().then((result) => {
      if (result === null) return;
      if (result instanceof Error) {
        toast({
          title: 'Error',
          description: `Failed to generate content: ${readableError(result)}`,
          variant: 'destructive',
        });
      } else if (!result.ok) {
        toastError(result.error);
      }
    });
  }

  // The engine's request-fake effect has usually started it already: run() then waits for that
  // same request, to show its error. After a failure only Try Again asks again.
  useEffect(() => {
    if (getFakeStatus() !== 'failed') run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the wait begins
  }, []);

  if (status !== 'failed') return <PreparingOverlay label={label} />;
  return (
    <GameScreen
      title={label}
      top={<RoundBadge round={state.currentRound + 1} of={state.rounds} />}
      centered
      actions={
        <Button size="lg" block onClick={run}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      }
    >
      <div role="alert" className="text-center">
        <Heading>Almost there</Heading>
        <p className="mt-3 text-lg text-fg-muted">
          Every entry is in, but the round could not be prepared. Try again: nothing written is
          lost.
        </p>
      </div>
    </GameScreen>
  );
}

export function StoryInputScreen() {
  const session = useGameScreen('story-input');
  const { confirmHandoff } = useGameStore();
  if (!session) return null;
  const { state } = session;
  const round = currentRoundOf(state);
  const player = currentPlayer(state);
  const category = round && categoryOf(state, round.category);
  if (!round || !category) return null;
  const type = category.type;

  if (session.phase === 'awaiting-fake') return <PreparingFake state={state} type={type} />;
  if (!player) return null;

  if (session.handoff) {
    return (
      <PassDeviceScreen
        name={player.name}
        instruction={
          type === 'story'
            ? `It's ${player.name}'s turn to tell a story.`
            : `It's ${player.name}'s turn to share a statement.`
        }
        buttonLabel="I'm Ready"
        onReady={confirmHandoff}
        top={<RoundBadge round={state.currentRound + 1} of={state.rounds} />}
      />
    );
  }

  return (
    <SecretCover name={player.name}>
      <StoryForm key={player.id} state={state} player={player} category={category} />
    </SecretCover>
  );
}
