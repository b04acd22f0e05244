// The game as it is saved on this device: versioned JSON under one localStorage key, validated and
// migrated on load, so a reload resumes the same step. A corrupt, inconsistent or newer save is
// dropped and a fresh game starts; nothing here ever throws.
import * as z from 'zod/mini';
import {
  CATEGORY_IDS,
  createInitialState,
  currentRoundOf,
  MAX_PLAYER_ID,
  MAX_PLAYERS,
  MAX_ROUNDS,
  MAX_TIMER_MINUTES,
  MIN_PLAYERS,
  MIN_ROUNDS,
  MIN_TIMER_MINUTES,
  type GameState,
  type Round,
} from '../../../engine';

/** Where the game is, after the game settings screen has started it. The route is `/${step}`. */
export const GAME_STEPS = [
  'story-input',
  'storytell-transition',
  'storytelling',
  'discussion',
  'voting-transition',
  'voting',
  'reveal',
  'end-game',
] as const;
export type GameStep = (typeof GAME_STEPS)[number];

/** Steps that show one player's secret (their entry, their assigned content, their vote). */
export const SECRET_STEPS: readonly GameStep[] = ['story-input', 'storytelling', 'voting'];

export function routeOf(step: GameStep): string {
  return `/${step}`;
}

export interface GameSession {
  state: GameState;
  /** null while setting up (no game in progress). */
  step: GameStep | null;
  /**
   * The screen of a secret step is covered by a neutral "pass the device to <name>" screen until
   * that player says they are ready (after a reload, and between voters). Not saved: a load
   * always sets it for a secret step.
   */
  handoff: boolean;
  /** When the discussion timer reaches 0 (epoch ms), set on entering the discussion. */
  discussionEndsAt: number | null;
}

export const SAVE_KEY = 'fakeoutGame';
export const SAVE_VERSION = 1;

// ---- schema of version 1 -------------------------------------------------------------------

const playerId = z.int().check(z.minimum(0), z.maximum(MAX_PLAYER_ID));
const Player = z.object({ id: playerId, name: z.string().check(z.minLength(1)) });
const Story = z.object({
  playerId,
  content: z.string(),
  isFake: z.optional(z.boolean()),
});
const Vote = z.object({ voterId: playerId, suspectId: z.nullable(playerId) });
const category = z.enum(CATEGORY_IDS);
const RoundSchema = z.object({
  category,
  faker: z.nullable(Player),
  stories: z.array(Story),
  votes: z.array(Vote),
  scored: z.boolean(),
});
const GameStateSchema = z.object({
  players: z.array(Player).check(z.maxLength(MAX_PLAYERS)),
  rounds: z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS)),
  timerMinutes: z.int().check(z.minimum(MIN_TIMER_MINUTES), z.maximum(MAX_TIMER_MINUTES)),
  currentRound: z.int().check(z.minimum(0)),
  selectedCategories: z.array(category).check(z.maxLength(MAX_ROUNDS)),
  gameRounds: z.array(RoundSchema).check(z.maxLength(MAX_ROUNDS)),
  scores: z.record(z.string().check(z.regex(/^\d+$/)), z.number()),
  currentPlayerIndex: z.int().check(z.minimum(0)),
  isGameStarted: z.boolean(),
  isGameOver: z.boolean(),
  gameId: z.optional(z.string()),
  createdAt: z.optional(z.string()),
});

const SaveV1 = z.object({
  version: z.literal(1),
  state: GameStateSchema,
  step: z.nullable(z.enum(GAME_STEPS)),
  discussionEndsAt: z.nullable(z.number()),
});
type SaveV1 = z.infer<typeof SaveV1>;

// ---- migrations ----------------------------------------------------------------------------

/**
 * Upgrades a save of version n to version n + 1. Version 0 is the bare GameState object, without
 * the envelope (the shape the game state has always had, SPEC §3): it resumes at the step its
 * state implies.
 */
const MIGRATIONS: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  0: (old) => {
    const state = old as unknown as GameState;
    let step: GameStep | null = null;
    if (state.isGameStarted) step = state.isGameOver ? 'end-game' : 'story-input';
    return { version: 1, state: old, step, discussionEndsAt: null };
  },
};

function versionOf(raw: Record<string, unknown>): number | null {
  if (!('version' in raw)) return 'players' in raw ? 0 : null;
  const { version } = raw;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

// ---- consistency beyond the schema ---------------------------------------------------------

const hasFake = (round: Round): boolean => round.stories.some((s) => s.isFake === true);

/** Whether the saved state can really be played from `step` (a hand-edited save can lie). */
export function isConsistent(state: GameState, step: GameStep | null): boolean {
  const ids = state.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) return false;
  if (new Set(state.selectedCategories).size !== state.selectedCategories.length) return false;
  if (state.players.length > 0 && state.currentPlayerIndex >= state.players.length) return false;
  if (step === null) return true;
  if (!state.isGameStarted || state.players.length < MIN_PLAYERS) return false;
  if (state.gameRounds.length !== state.rounds) return false;
  if (step === 'end-game') return state.isGameOver;
  if (state.isGameOver) return false;
  const round = currentRoundOf(state);
  if (!round) return false;
  const everyone = (list: { id: number }[]) => list.every((p) => ids.includes(p.id));
  if (!everyone(round.stories.map((s) => ({ id: s.playerId })))) return false;
  if (round.faker && !ids.includes(round.faker.id)) return false;
  if (step === 'story-input') return !hasFake(round);
  // Every later step of a round needs the fake in place.
  if (!round.faker || !hasFake(round)) return false;
  if (step === 'reveal') return round.scored;
  return !round.scored;
}

// ---- load and save -------------------------------------------------------------------------

export function freshSession(state: GameState = createInitialState()): GameSession {
  return { state, step: null, handoff: false, discussionEndsAt: null };
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
  const parsed = SaveV1.safeParse(record);
  if (!parsed.success) return discard();
  const save: SaveV1 = parsed.data;
  const state: GameState = save.state;
  if (!isConsistent(state, save.step)) return discard();
  const step = save.step;
  const round = currentRoundOf(state);
  // Never straight onto a secret: a secret step resumes behind the pass-the-device screen (unless
  // every entry is in and the fake is still being made, which shows nobody's secret).
  const waitingForFake = step === 'story-input' && round?.faker != null;
  const handoff = step !== null && SECRET_STEPS.includes(step) && !waitingForFake;
  return {
    session: { state, step, handoff, discussionEndsAt: save.discussionEndsAt },
    outcome: 'resumed',
  };
}

/** The text saved for a session (the handoff cover is not saved: a load always decides it). */
export function serializeSession(session: GameSession): string {
  const save: SaveV1 = {
    version: SAVE_VERSION,
    state: session.state as SaveV1['state'],
    step: session.step,
    discussionEndsAt: session.discussionEndsAt,
  };
  return JSON.stringify(save);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadSession(): { session: GameSession; outcome: LoadOutcome } {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(SAVE_KEY) ?? null;
  } catch {
    raw = null;
  }
  const result = parseSave(raw);
  if (result.outcome === 'discarded') {
    console.warn('The saved game could not be resumed; starting fresh.');
  }
  return result;
}

/** Saves the session; false when storage refused it (private mode, quota): play goes on. */
export function saveSession(session: GameSession): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(SAVE_KEY, serializeSession(session));
    return true;
  } catch {
    return false;
  }
}
