// SPEC §2 Home: the first time the home screen appears it resets the game state, once. Kept apart
// from the game store so the home screen's bundle stays small: when the store is loaded it does
// the reset itself; otherwise the saved game is reset where it lies.
import { resetGame } from '../../../engine/state';
import { freshSession, loadSession, saveSession } from './game-session';

let done = false;
let storeReset: (() => void) | null = null;

/** The game store hands over its own reset when it loads. */
export function registerStoreReset(reset: () => void): void {
  storeReset = reset;
}

export function resetGameOnce(): void {
  if (done) return;
  done = true;
  if (storeReset) storeReset();
  else saveSession(freshSession(resetGame(loadSession().session.state)));
}

/** Tests: behave as after a page load. */
export function resetHomeResetForTests(): void {
  done = false;
}
