// Issue 15: the hall of fame on this device, under its own local-storage key (versioned: the engine's
// record carries `version`, and parseHallOfFame drops what it cannot read). It is a functional
// feature: it records and shows anything only with functional cookie consent, and a refusal erases
// what it kept (docs/decisions/017). Nothing here ever throws: losing it must never break a game.
// Straight from the engine's module, not its index: the home screen's chunk of the engine stays
// free of this code (bench/home-bundle.ts).
import {
  emptyHallOfFame,
  parseHallOfFame,
  recordGame,
  removeGroup,
  type HallOfFame,
} from '../../../engine/hall-of-fame';
import type { GameState } from '../../../engine/types';
import type { CookieConsent } from '../../lib/consent';
import { readConsent } from '../../lib/consent';
import { readText, removeItem, STORAGE_KEYS, writeText } from '../../lib/storage';
import { subscribeToConsent } from '../legal/consent-store';

export const HALL_OF_FAME_KEY = STORAGE_KEYS.hallOfFame;

/** on: functional cookies accepted; refused: refused in a stored choice; unset: no choice yet. */
export type HallOfFameStatus = 'on' | 'refused' | 'unset';

export function statusOf(consent: CookieConsent | null): HallOfFameStatus {
  if (!consent) return 'unset';
  return consent.functional ? 'on' : 'refused';
}

/** The stored record (empty when there is none or it cannot be read). */
export function loadHallOfFame(): HallOfFame {
  const raw = readText(HALL_OF_FAME_KEY);
  try {
    return raw == null ? emptyHallOfFame() : parseHallOfFame(JSON.parse(raw));
  } catch {
    return emptyHallOfFame();
  }
}

/** Stores the record; false when storage refused it. */
export function saveHallOfFame(hall: HallOfFame): boolean {
  return writeText(HALL_OF_FAME_KEY, JSON.stringify(hall));
}

/** Clears all of it ("Clear all history", or functional consent refused). */
export function forgetHallOfFame(): void {
  removeItem(HALL_OF_FAME_KEY);
}

/** Clears one group; returns what is left. */
export function forgetGroup(key: string): HallOfFame {
  const left = removeGroup(loadHallOfFame(), key);
  if (left.groups.length === 0) forgetHallOfFame();
  else saveHallOfFame(left);
  return left;
}

/** The game that was just finished without consent, in memory only: recorded if consent arrives. */
let waiting: { state: GameState; now: number } | null = null;

/**
 * The `record-game-complete` effect: adds the finished game to its group, with functional consent
 * only. Without it nothing is written (the game waits in memory in case the players turn functional
 * cookies on from the hall of fame, issue 21), and a refusal erases what was kept before.
 */
export function recordCompletedGame(state: GameState, now: number): void {
  const status = statusOf(readConsent());
  if (status === 'refused') forgetHallOfFame();
  if (status !== 'on') {
    waiting = { state, now };
    return;
  }
  waiting = null;
  saveHallOfFame(recordGame(loadHallOfFame(), state, now));
}

/** A consent choice was made: the game just finished joins the hall of fame if it now may. */
function recordWaitingGame(): void {
  if (waiting && statusOf(readConsent()) === 'on') recordCompletedGame(waiting.state, waiting.now);
}

subscribeToConsent(recordWaitingGame);
