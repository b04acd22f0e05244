// Issue 16, finding 1: a change on the setup screens ends the game in progress (the engine starts a
// new setup), so it is never made silently. The change waits behind "End the current game?", which
// names the round and the players; Cancel keeps everything as it was, and has the focus when it
// opens, so Enter never ends a game by accident (issue 21).
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { isInProgress, listNames } from '../../../engine';
import { useGameSession } from './game-store';

/**
 * `guard(change)` makes the change at once when no game is in progress, and otherwise only after
 * the players confirm ending it. Render `dialog` once in the screen.
 */
export function useEndGameGuard(): { guard: (change: () => void) => void; dialog: ReactNode } {
  const session = useGameSession();
  const { state } = session;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const inProgress = isInProgress(session);
  const cancel = useRef<HTMLButtonElement>(null);

  const guard = (change: () => void) => {
    if (inProgress) setPending(() => change);
    else change();
  };

  const dialog = (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title="End the current game?"
      initialFocus={cancel}
      description={`Round ${state.currentRound + 1} of ${state.rounds} with ${listNames(state.players.map((p) => p.name))} is still being played. Changing the setup ends it.`}
    >
      <Button
        variant="primary"
        size="lg"
        block
        onClick={() => {
          const change = pending;
          setPending(null);
          change?.();
        }}
      >
        End Game and Change
      </Button>
      <Button ref={cancel} variant="secondary" size="lg" block onClick={() => setPending(null)}>
        Cancel
      </Button>
    </Dialog>
  );
  return { guard, dialog };
}
