// SPEC §2 Share dialog: "Choose a Story to Share" lists up to 5 stories sampled from the game,
// balanced between fakes and real ones; picking one shows a card to screenshot.
import { ArrowLeft, Camera, Check } from 'lucide-react';
import { useState } from 'react';
import { categoryOf, sampleShareStories, type GameState, type ShareStory } from '../../../engine';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Logo } from '../../components/logo';

/** Shown on the share card. The site is wherever the game is served from. */
export const SHARE_HANDLES = ['@fakeoutgame'] as const;

function siteAddress(): string {
  return typeof window === 'undefined' ? 'fakeout' : window.location.host;
}

// Issue 24: a custom category's name and type come from the game's own definitions; the name is
// plain text on the card (React escapes it), like every other.
function kindLabel(state: GameState, story: ShareStory): string {
  if (story.isFake) return 'The fake';
  return categoryOf(state, story.category)?.type === 'statement' ? 'True statement' : 'True story';
}

const categoryName = (state: GameState, story: ShareStory): string =>
  categoryOf(state, story.category)?.name ?? '';

export function ShareDialog({
  state,
  open,
  onOpenChange,
}: {
  state: GameState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Sampled once per opening (SPEC §9: at most 5, balanced).
  const [stories, setStories] = useState<ShareStory[]>([]);
  const [picked, setPicked] = useState<ShareStory | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStories(sampleShareStories(state, Math.random));
      setPicked(null);
    }
  }

  if (picked) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title="Share This Story">
        <figure className="relative overflow-hidden rounded-3xl border border-primary/50 bg-linear-to-br from-surface-raised via-surface to-canvas p-5 shadow-glow">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {`${categoryName(state, picked)} · ${kindLabel(state, picked)}`}
          </p>
          <blockquote className="mt-3 font-display text-2xl leading-snug font-bold break-words">
            &ldquo;{picked.content}&rdquo;
          </blockquote>
          <figcaption className="mt-5 flex items-center gap-3 border-t border-line/70 pt-4">
            <Logo className="size-10 shrink-0" />
            <span className="min-w-0">
              <span className="block font-display text-xl font-black">Fakeout</span>
              <span className="block truncate text-sm text-fg-muted">
                {`${siteAddress()} · ${SHARE_HANDLES.join(' · ')}`}
              </span>
            </span>
          </figcaption>
        </figure>
        <p className="flex items-center gap-2 text-fg-muted">
          <Camera aria-hidden="true" className="size-5 shrink-0 text-accent" />
          Take a screenshot to share it with your friends.
        </p>
        <BackAndDone onBack={() => setPicked(null)} onDone={() => onOpenChange(false)} />
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose a Story to Share">
      <ul className="flex flex-col gap-2">
        {stories.map((story, i) => (
          <li key={`${story.category}-${story.playerId}-${i}`}>
            <button
              type="button"
              onClick={() => setPicked(story)}
              className="flex w-full flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4 text-left hover:border-primary/70"
            >
              <span className="text-sm font-semibold text-fg-muted">
                {`${categoryName(state, story)} · ${kindLabel(state, story)}`}
              </span>
              <span className="line-clamp-3 break-words">{story.content}</span>
            </button>
          </li>
        ))}
      </ul>
      <BackAndDone onBack={() => onOpenChange(false)} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's two buttons (SPEC §2: Back and Done), in both of its views. */
function BackAndDone({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <Button onClick={onDone}>
        <Check aria-hidden="true" />
        Done
      </Button>
    </div>
  );
}
