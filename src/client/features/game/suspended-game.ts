// Issue 16, finding 2: opening the home screen mid-game (the installed app launches at "/", a phone
// reloads a sleeping tab) must not lose the game. SPEC §2's reset of the flow stays; the unfinished
// game is set aside first, under its own key, and the home screen offers it back for 24 hours
// (docs/decisions/013). One game is kept: setting aside another, or starting a new one, replaces it.
import { isInProgress } from '../../../engine/game-model';
import { readText, removeItem, STORAGE_KEYS, writeText } from '../../lib/storage';
import { parseSave, serializeSession, type GameSession } from './game-session';

export const SUSPENDED_KEY = STORAGE_KEYS.suspendedGame;
/** How long a game set aside is offered back. */
export const SUSPENDED_TTL_MS = 24 * 60 * 60 * 1000;

export interface SuspendedGame {
  readonly session: GameSession;
  readonly savedAt: number;
}

/** True for a game that is started and not over: one worth offering back. */
export function isUnfinished(session: GameSession): boolean {
  return isInProgress(session);
}

/** Sets an unfinished game aside (anything else is ignored). */
export function suspendGame(session: GameSession, now: number): void {
  if (!isUnfinished(session)) return;
  // storage refused: nothing to offer back, as before
  writeText(SUSPENDED_KEY, JSON.stringify({ savedAt: now, save: serializeSession(session) }));
}

/** The game set aside, if there is one from the last 24 hours that still loads; else null. */
export function readSuspendedGame(now: number): SuspendedGame | null {
  const raw = readText(SUSPENDED_KEY);
  if (raw === null) return null;
  try {
    const data = JSON.parse(raw) as { savedAt?: unknown; save?: unknown };
    const savedAt = typeof data.savedAt === 'number' ? data.savedAt : NaN;
    if (!(now - savedAt < SUSPENDED_TTL_MS) || savedAt > now + 60_000) throw new Error('stale');
    const { session, outcome } = parseSave(typeof data.save === 'string' ? data.save : null);
    if (outcome !== 'resumed' || !isUnfinished(session)) throw new Error('unusable');
    return { session, savedAt };
  } catch {
    clearSuspendedGame();
    return null;
  }
}

export function clearSuspendedGame(): void {
  removeItem(SUSPENDED_KEY);
}
