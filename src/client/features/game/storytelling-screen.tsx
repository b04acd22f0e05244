// SPEC §2 Storytelling: each player in turn reads their assigned content out loud; "Next Player"
// passes the device on, and after the last one "All Done!" and, 1 s later, the discussion.
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type ContentType,
  contentTypeOf,
  currentPlayer,
  currentRoundOf,
  fakeMethodOf,
  isLastPlayer,
  nextPlayerOf,
  storyOf,
} from '../../../engine';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/toast/toast-store';
import { useGameStore } from './game-store';
import {
  Card,
  Chip,
  GameScreen,
  Heading,
  PassDeviceScreen,
  PlayerNote,
  RoundBadge,
  SecretCover,
} from './game-ui';
import { useGameScreen } from './use-game-screen';
import { ARM_DELAY_MS, useArmedAfter } from './use-armed-after';
import { useWakeLock } from './use-wake-lock';

/** SPEC §9: storytelling → discussion after 1 s. */
export const DISCUSSION_DELAY_MS = 1000;

const TIPS = [
  'Read it as if it happened to you.',
  'Take your time and keep a straight face.',
  "Don't show the screen to anyone.",
];

export function StorytellingScreen() {
  const session = useGameScreen('storytelling');
  const { play, confirmHandoff } = useGameStore();
  const [finishing, setFinishing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useWakeLock(session !== null);
  // A double tap on Next Player or I'm Ready must not skip the next reader.
  const armed = useArmedAfter(
    ARM_DELAY_MS,
    session && `${session.state.currentPlayerIndex}:${session.handoff}`,
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!session) return null;
  const { state } = session;
  const round = currentRoundOf(state);
  const player = currentPlayer(state);
  if (!round || !player) return null;
  const type = contentTypeOf(round.category, state.customCategories);
  const last = isLastPlayer(state);
  const story = storyOf(round, player.id);
  const content = story?.content;
  const top = (
    <>
      <RoundBadge round={state.currentRound + 1} of={state.rounds} />
      <Chip>{`Reader ${state.currentPlayerIndex + 1} of ${state.players.length}`}</Chip>
    </>
  );

  if (session.handoff) {
    return (
      <PassDeviceScreen
        name={player.name}
        instruction={`It's ${player.name}'s turn to read out loud.`}
        buttonLabel="I'm Ready"
        onReady={confirmHandoff}
        top={top}
      />
    );
  }

  function next() {
    const upNext = nextPlayerOf(state);
    if (play({ type: 'next-reader' }).ok) {
      toast({
        title: 'Pass the Device',
        description: upNext ? `Hand the device to ${upNext.name}.` : undefined,
      });
      window.scrollTo(0, 0);
      return;
    }
    setFinishing(true);
    toast({
      title: 'All Done!',
      description: 'Time to discuss.',
      variant: 'success',
      carry: true,
    });
    timer.current = setTimeout(() => play({ type: 'start-discussion' }), DISCUSSION_DELAY_MS);
  }

  return (
    <SecretCover name={player.name}>
      <GameScreen
        title="Storytelling"
        top={top}
        actions={
          <Button size="lg" block onClick={next} disabled={finishing || !armed}>
            {last ? (
              <>
                <MessagesSquare aria-hidden="true" />
                Continue to Discussion
              </>
            ) : (
              <>
                Next Player
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        }
      >
        <div key={player.id} className="animate-fade-in flex flex-col gap-5">
          <div>
            <Heading>{`${player.name}, read this out loud`}</Heading>
            <p className="mt-1 text-fg-muted">
              {type === 'story' ? 'Your story' : 'Your statement'}
            </p>
          </div>
          <Card aria-label={type === 'story' ? 'Your story' : 'Your statement'}>
            {content ? (
              <blockquote className="font-display text-2xl leading-snug font-semibold break-words">
                &ldquo;{content}&rdquo;
              </blockquote>
            ) : (
              <p className="text-lg text-fg-muted">No content assigned</p>
            )}
          </Card>
          <ReaderNote
            key={player.id}
            name={player.name}
            isFaker={story?.isFake === true}
            ownLie={round !== undefined && fakeMethodOf(round) === 'faker'}
            type={type}
          />
          <section aria-labelledby="reading-tips" className="rounded-2xl bg-accent/10 p-4">
            <h2 id="reading-tips" className="font-semibold text-accent">
              Reading tips
            </h2>
            <ul className="mt-2 list-disc pl-5">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </div>
      </GameScreen>
    </SecretCover>
  );
}

/**
 * Issue 12, the faker's moment, in the closed note every reader has (PlayerNote): the faker's says
 * the entry isn't theirs and how to tell it; anyone else's says it is their own. Issue 24: in a
 * round the faker wrote, the fake is the faker's own lie, and their note says so.
 */
function ReaderNote({
  name,
  isFaker,
  ownLie,
  type,
}: {
  name: string;
  isFaker: boolean;
  ownLie: boolean;
  type: ContentType;
}) {
  return (
    <PlayerNote name={name}>
      {isFaker && ownLie ? (
        <>
          <p className="font-semibold">{`Psst! This is the lie you wrote.`}</p>
          <p className="mt-1">
            {"You're the faker this round. Tell it as if it really happened, and think of one " +
              'more detail (where, when, who) in case someone asks.'}
          </p>
        </>
      ) : isFaker ? (
        <>
          <p className="font-semibold">{`Psst! This ${type} isn't yours.`}</p>
          <p className="mt-1">
            {"You're the faker this round. Tell it as if it happened to you: swap he or she, " +
              'or a small detail, to fit you, and think of one more (where, when, who) in case ' +
              'someone asks.'}
          </p>
        </>
      ) : (
        <p>{`This is your own ${type}, word for word. Read it just as you wrote it.`}</p>
      )}
    </PlayerNote>
  );
}
