// "Resume game" on the home screen (issue 16, decision 013): the game set aside is checked whole
// (game-session.ts: the engine's schema and validator, migrations) and put back exactly as it was.
// Loaded when the player taps the button, or once the home screen is idle, never at boot: it brings
// zod and the engine's schemas (issue 22, decision 020).
import { saveSession, type GameSession } from './game-session';
import { routeOfPhase } from './game-steps';
import { dropWaitingReset } from './home-reset';
import { clearSuspendedGame } from './saved-game';
import { readSuspendedGame } from './suspended-game';

/** Puts a game set aside back in play, exactly as it was; the caller goes to its step's route. */
export function resumeSuspended(session: GameSession): void {
  const store = dropWaitingReset();
  saveSession(session);
  clearSuspendedGame();
  store?.reload();
}

/**
 * Resumes the game set aside: the route of its step, or null when there is none that loads (stale,
 * damaged, from a newer build: it is dropped, and the home screen stops offering it).
 */
export function resumeSetAside(now: number): string | null {
  const suspended = readSuspendedGame(now);
  if (!suspended) return null;
  resumeSuspended(suspended.session);
  return routeOfPhase(suspended.session.phase) ?? '/';
}
