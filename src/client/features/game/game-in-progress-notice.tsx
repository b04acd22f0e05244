// Shown on the setup screens when a game is still in progress (the Back button leads there): the
// way back into it. Changing the setup ends that game, and only after asking (end-game-guard.tsx).
// Issue 21: arriving with Back from the middle of a game, the browser restores the scroll of the
// setup screen (its bottom, where Start Game was), so the notice takes the top and the focus.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { routeOfPhase } from './game-session';
import { useGameSession } from './game-store';

export function GameInProgressNotice() {
  const { phase, state } = useGameSession();
  const [, navigate] = useLocation();
  const route = routeOfPhase(phase);
  const notice = useRef<HTMLElement>(null);
  const shown = route !== null;
  useEffect(() => {
    if (!shown) return;
    window.scrollTo(0, 0);
    notice.current?.focus({ preventScroll: true });
  }, [shown]);
  if (!route) return null;
  return (
    <section
      ref={notice}
      tabIndex={-1}
      aria-label="Game in progress"
      className="flex items-center justify-between gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-3 pl-4 outline-none"
    >
      <p className="text-sm font-semibold">
        {phase === 'over'
          ? 'The last game has ended.'
          : `A game is in progress (round ${state.currentRound + 1} of ${state.rounds}).`}
      </p>
      <Button
        variant="secondary"
        className="shrink-0"
        onClick={() => navigate(route, { replace: true })}
      >
        Return to Game
      </Button>
    </section>
  );
}
