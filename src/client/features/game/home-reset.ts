// SPEC §2 Home: the first time the home screen appears it resets the game state, once. An
// unfinished game is set aside first and can be resumed from the home screen (issue 16, decision
// 013). The reset is the engine's `reset` move, played by the game store like every change of a
// game (issue 23). The store is not part of the home screen's bundle: until one is made, the reset
// waits, and the store plays it when it is made, before anything reads the game.
import type { Move } from '../../../engine';
import { loadSession, saveSession, type GameSession } from './game-session';
import { clearSuspendedGame, suspendGame } from './suspended-game';

/** The part of the game store the home screen needs (game-store.ts). */
export interface ResettableStore {
  play(move: Move): unknown;
  reload(): void;
}

const RESET: Move = { type: 'reset' };

let done = false;
let resetWaiting = false;
let store: ResettableStore | null = null;

/** A game store was made: it plays the reset the home screen asked for, if one waits. */
export function connectStore(made: ResettableStore): void {
  store = made;
  if (resetWaiting) {
    resetWaiting = false;
    made.play(RESET);
  }
}

export function resetGameOnce(now: number = Date.now()): void {
  if (done) return;
  done = true;
  // the store saves every change, so the saved game is the current one
  suspendGame(loadSession().session, now);
  if (store) store.play(RESET);
  else resetWaiting = true;
}

/** Puts a game set aside back in play, exactly as it was; the caller goes to its step's route. */
export function resumeSuspended(session: GameSession): void {
  resetWaiting = false;
  saveSession(session);
  clearSuspendedGame();
  store?.reload();
}
