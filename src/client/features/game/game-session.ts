// The game as it is saved on this device: versioned JSON under one localStorage key, validated and
// migrated on load, so a reload resumes the same phase. The engine owns the game (its phases,
// schema and validator); this file maps phases to routes and keeps the save format. A corrupt,
// inconsistent or newer save is dropped and a fresh game starts; nothing here ever throws.
import * as z from 'zod/mini';
import { readText, STORAGE_KEYS, writeText } from '../../lib/storage';
import { GAME_STEPS, STEP_OF, type GameStep } from './game-steps';
import { SAVE_VERSION } from './saved-game';
// The save's own modules, not the engine's index: what reads a save (the home screen too) loads no
// rules of play (issue 24).
import {
  GameSchema,
  isValidGame,
  newGame,
  settleSavedSetup,
  type Game,
  type Phase,
} from '../../../engine/game-model';
import { GameStateSchema } from '../../../engine/schema';
import { createInitialState, currentRoundOf } from '../../../engine/state';
import type { GameState } from '../../../engine/types';

export { GAME_STEPS, routeOf, routeOfPhase, stepOf, type GameStep } from './game-steps';

/** Phases that show one player's secret (their entry, their assigned content, their vote). */
const SECRET_PHASES: readonly Phase[] = ['writing', 'storytelling', 'voting'];

/** The game, and whether its screen waits behind "pass the device to <name>". */
export interface GameSession extends Game {
  /**
   * The screen of a secret phase is covered by a neutral "pass the device to <name>" screen until
   * that player says they are ready (after a reload, and between voters). Not saved: a load
   * always sets it for a secret phase.
   */
  handoff: boolean;
}

export const SAVE_KEY = STORAGE_KEYS.game;
export { SAVE_VERSION } from './saved-game';

/**
 * Version 4 (issue 24): version 3's game (phase, state, discussion deadline; the phase its one
 * truth, issue 23) that may also carry the custom categories the game can use
 * (`customCategories`, and a category id may be a custom one it defines) and say how the fake is
 * made: the setting (`fakeMode`) and each started round's method (`fakeMethod`; in a 'faker' round
 * the faker is known while the entries are written; a custom round's fake the machine wrote before
 * the game waits on it as `preparedFake`, a secret like `fakerEntry`). Every new field is
 * optional, so a version-3 game is a version-4 game as it is; the number changed so that an older
 * build, which would misread such a game, drops the save instead of resuming it.
 */
const SaveV4 = z.extend(GameSchema, { version: z.literal(4) });
type SaveV4 = z.infer<typeof SaveV4>;

// ---- migrations ----------------------------------------------------------------------------

/** The phase a version-1 save's step stood for (story input was both writing and the wait for the fake). */
export function phaseOfStep(state: GameState, step: GameStep | null): Phase {
  if (step === null) return 'setup';
  if (step === 'story-input') return currentRoundOf(state)?.faker ? 'awaiting-fake' : 'writing';
  const phase = (Object.keys(STEP_OF) as Phase[]).find((p) => STEP_OF[p] === step);
  return phase ?? 'setup';
}

/**
 * Upgrades a save of version n to version n + 1. Version 0 is the bare GameState object, without
 * the envelope (the shape the game state has always had, SPEC §3): it resumes at the step its
 * state implies. Version 1 saved the route step instead of the engine's phase.
 */
const MIGRATIONS: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  0: (old) => {
    // the bare state of those days still carried SPEC §3's booleans
    const { isGameStarted, isGameOver } = old as { isGameStarted?: unknown; isGameOver?: unknown };
    let step: GameStep | null = null;
    if (isGameStarted === true) step = isGameOver === true ? 'end-game' : 'story-input';
    return { version: 1, state: old, step, discussionEndsAt: null };
  },
  1: ({ state, step, discussionEndsAt }) => {
    const known = typeof step === 'string' && (GAME_STEPS as readonly string[]).includes(step);
    const parsed = GameStateSchema.safeParse(state);
    // left for the version-2 schema to refuse
    if ((step !== null && !known) || !parsed.success) return { version: 2, phase: 'unknown' };
    const phase = phaseOfStep(parsed.data, step as GameStep | null);
    return {
      version: 2,
      phase,
      state,
      discussionEndsAt: phase === 'discussion' ? discussionEndsAt : null,
    };
  },
  // Version 2 kept SPEC §3's booleans beside the phase, and they could disagree: a setup change
  // after the first entry left phase 'setup' with the game's rounds kept. The phase wins.
  2: ({ version: _version, state, ...game }) => {
    if (typeof state !== 'object' || state === null) return { version: 3, phase: 'unknown' };
    const {
      isGameStarted: _started,
      isGameOver: _over,
      ...rest
    } = state as Record<string, unknown>;
    const kept = rest as unknown as GameState;
    return {
      version: 3,
      ...game,
      state: game.phase === 'setup' ? settleSavedSetup(kept) : rest,
    };
  },
  // Version 3 knew only SPEC §3's eleven categories: its game is a version-4 game as it stands (no
  // custom categories defined, none used); a custom id in it is refused by the validator.
  3: ({ version: _version, ...game }) => ({ version: 4, ...game }),
};

function versionOf(raw: Record<string, unknown>): number | null {
  if (!('version' in raw)) return 'players' in raw ? 0 : null;
  const { version } = raw;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

// ---- load and save -------------------------------------------------------------------------

export function freshSession(state: GameState = createInitialState()): GameSession {
  return { ...newGame(state), handoff: false };
}

export type LoadOutcome = 'fresh' | 'resumed' | 'discarded';

/** Parses a saved text into a session; `discarded` (with a fresh session) for anything unusable. */
export function parseSave(raw: string | null): { session: GameSession; outcome: LoadOutcome } {
  const discard = () => ({ session: freshSession(), outcome: 'discarded' as const });
  if (raw === null) return { session: freshSession(), outcome: 'fresh' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return discard();
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return discard();
  let record = data as Record<string, unknown>;
  let version = versionOf(record);
  // A save from a newer build (or an unknown shape) is not guessed at.
  if (version === null || version > SAVE_VERSION) return discard();
  while (version < SAVE_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate) return discard();
    record = migrate(record);
    version++;
  }
  const parsed = SaveV4.safeParse(record);
  if (!parsed.success) return discard();
  const { version: _version, ...game } = parsed.data;
  if (!isValidGame(game)) return discard();
  // Never straight onto a secret: a secret phase resumes behind the pass-the-device screen.
  const handoff = SECRET_PHASES.includes(game.phase);
  return { session: { ...game, handoff }, outcome: 'resumed' };
}

/** The text saved for a session (the handoff cover is not saved: a load always decides it). */
export function serializeSession(session: GameSession): string {
  const { handoff: _handoff, ...game } = session;
  const save: SaveV4 = { version: SAVE_VERSION, ...game };
  return JSON.stringify(save);
}

export function loadSession(): { session: GameSession; outcome: LoadOutcome } {
  const result = parseSave(readText(SAVE_KEY));
  if (result.outcome === 'discarded') {
    console.warn('The saved game could not be resumed; starting fresh.');
  }
  return result;
}

/** Saves the session; false when storage refused it (private mode, quota): play goes on. */
export function saveSession(session: GameSession): boolean {
  return writeText(SAVE_KEY, serializeSession(session));
}
