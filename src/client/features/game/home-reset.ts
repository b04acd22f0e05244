// SPEC §2 Home: the first time the home screen appears it resets the game state, once. Kept apart
// from the game store so the home screen's bundle stays small: when the store is loaded it does
// the reset itself; otherwise the saved game is reset where it lies. An unfinished game is set
// aside first and can be resumed from the home screen (issue 16, docs/decisions/013).
import { resetGame } from '../../../engine/state';
import { freshSession, loadSession, saveSession, type GameSession } from './game-session';
import { clearSuspendedGame, suspendGame } from './suspended-game';

let done = false;
let storeReset: (() => void) | null = null;
let storeReload: (() => void) | null = null;

/** The game store hands over its own reset and reload when it loads. */
export function registerStoreReset(reset: () => void, reload: () => void): void {
  storeReset = reset;
  storeReload = reload;
}

export function resetGameOnce(now: number = Date.now()): void {
  if (done) return;
  done = true;
  // the store saves every change, so the saved game is the current one
  suspendGame(loadSession().session, now);
  if (storeReset) storeReset();
  else saveSession(freshSession(resetGame(loadSession().session.state)));
}

/** Puts a game set aside back in play, exactly as it was; the caller goes to its step's route. */
export function resumeSuspended(session: GameSession): void {
  saveSession(session);
  clearSuspendedGame();
  storeReload?.();
}

/** Tests: behave as after a page load. */
export function resetHomeResetForTests(): void {
  done = false;
}
