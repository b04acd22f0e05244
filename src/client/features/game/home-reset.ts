// SPEC §2 Home: the first time the home screen appears it resets the game state, once. An
// unfinished game is set aside first and can be resumed from the home screen (issue 16, decision
// 013). The reset is the engine's `reset` move, played by the game store like every change of a
// game (issue 23). The store is not part of the home screen's bundle: until one is made, the reset
// waits, and the store plays it when it is made, before anything reads the game. Setting aside
// reads the save at a glance, without its schema (issue 22): nothing here loads zod.
import type { Move } from '../../../engine';
import { readText, STORAGE_KEYS } from '../../lib/storage';
import { setAsideSave } from './saved-game';

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
  setAsideSave(readText(STORAGE_KEYS.game), now);
  if (store) store.play(RESET);
  else resetWaiting = true;
}

/**
 * A game set aside goes back in play (resume-game.ts): the reset that waits for the store is
 * dropped; returns the store already made, if any, to reload the game put back.
 */
export function dropWaitingReset(): ResettableStore | null {
  resetWaiting = false;
  return store;
}
