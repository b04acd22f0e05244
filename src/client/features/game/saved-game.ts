// The saved game at a glance, without its schema (issue 22): whether a save holds a game in
// progress, and the round and names the home screen's "Unfinished game" offer shows. The home
// screen does this at boot, so zod and the engine's schemas stay out of its first load; the whole
// save is validated (and migrated) by game-session.ts only when the player taps "Resume game"
// (resume-game.ts). A save the glance cannot read is not offered; one it reads but the full check
// refuses is dropped on Resume (decision 020).
import { isInProgress, isPhase } from '../../../engine/phases';
import { readText, removeItem, STORAGE_KEYS, writeText } from '../../lib/storage';
import { GAME_STEPS } from './game-steps';

/** The save format's version (game-session.ts migrates older ones up to it). */
export const SAVE_VERSION = 4;

export const SUSPENDED_KEY = STORAGE_KEYS.suspendedGame;
/** How long a game set aside is offered back. */
export const SUSPENDED_TTL_MS = 24 * 60 * 60 * 1000;

/** What the home screen says about a game set aside. */
export interface SavedGameGlance {
  /** The round being played, from 1. */
  readonly round: number;
  readonly rounds: number;
  readonly names: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Whether a save of `version` (0 … SAVE_VERSION) is a game started and not over. */
function inProgress(
  version: number,
  record: Record<string, unknown>,
  state: Record<string, unknown>,
) {
  switch (version) {
    case 0: // the bare state, with SPEC §3's booleans
      return state.isGameStarted === true && state.isGameOver !== true;
    case 1: // the route step instead of the phase
      return (
        typeof record.step === 'string' &&
        (GAME_STEPS as readonly string[]).includes(record.step) &&
        record.step !== 'end-game'
      );
    default:
      return isPhase(record.phase) && isInProgress({ phase: record.phase });
  }
}

/** A save's game in progress at a glance; null when there is none (or the text is unreadable). */
export function glanceAtSave(raw: string | null): SavedGameGlance | null {
  if (raw === null) return null;
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(record)) return null;
  const version = 'version' in record ? record.version : 'players' in record ? 0 : null;
  if (!isCount(version) || version > SAVE_VERSION) return null;
  const state = version === 0 ? record : record.state;
  if (!isRecord(state) || !inProgress(version, record, state)) return null;
  const { players, currentRound, rounds } = state;
  if (!Array.isArray(players) || !isCount(currentRound) || !isCount(rounds)) return null;
  if (currentRound >= rounds) return null;
  const names = players.map((p: unknown) => (isRecord(p) ? p.name : undefined));
  if (!names.every((name): name is string => typeof name === 'string')) return null;
  return { round: currentRound + 1, rounds, names };
}

/** Sets the game of a save text aside when it is in progress (anything else is ignored). */
export function setAsideSave(raw: string | null, now: number): void {
  if (!glanceAtSave(raw)) return;
  // storage refused: nothing to offer back, as before
  writeText(SUSPENDED_KEY, JSON.stringify({ savedAt: now, save: raw }));
}

/** The save text set aside and when, if it is from the last 24 hours; else null (and dropped). */
export function readSetAside(now: number): { save: string; savedAt: number } | null {
  const raw = readText(SUSPENDED_KEY);
  if (raw === null) return null;
  try {
    const data = JSON.parse(raw) as { savedAt?: unknown; save?: unknown };
    const savedAt = typeof data.savedAt === 'number' ? data.savedAt : NaN;
    if (!(now - savedAt < SUSPENDED_TTL_MS) || savedAt > now + 60_000) throw new Error('stale');
    if (typeof data.save !== 'string') throw new Error('unusable');
    return { save: data.save, savedAt };
  } catch {
    clearSuspendedGame();
    return null;
  }
}

/** The game set aside at a glance, for the home screen's offer; null when there is none. */
export function glanceAtSetAside(now: number): SavedGameGlance | null {
  const setAside = readSetAside(now);
  const glance = setAside && glanceAtSave(setAside.save);
  if (setAside && !glance) clearSuspendedGame();
  return glance;
}

export function clearSuspendedGame(): void {
  removeItem(SUSPENDED_KEY);
}
