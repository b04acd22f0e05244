// The game as data (SPEC §3–§4, decision 016): its phases, its schema, where the discussion's clock
// stands, and the validator a saved game must pass. No move lives here: apply() and the rules are
// game.ts's. Kept apart so that what reads a saved game (the home screen's resume and reset) does
// not load the rules of play, which only the game's own screens need (issue 24: home JS must not
// grow).
import * as z from 'zod/mini';
import { allDefined, isCustomCategoryId } from './custom-categories';
import { MAX_TIMER_MINUTES, MIN_PLAYERS, MIN_TIMER_MINUTES, SECONDS_PER_MINUTE } from './constants';
import { isFakerWritten } from './fake-modes';
import { PHASES } from './phases';
import { GameStateSchema } from './schema';
import { createInitialState, currentRoundOf, endGame, isPastLastRound } from './state';
import type { GameState, Round } from './types';

// The phases live in phases.ts, without zod: the home screen reads a save's phase at boot (issue 22).
export { isInProgress, PHASES, type Phase } from './phases';

/** A game: SPEC §3's state, the phase it is in, and the discussion's clock. */
export const GameSchema = z.object({
  phase: z.enum(PHASES),
  state: GameStateSchema,
  /** When the discussion's countdown reaches 0 (epoch ms); set in the discussion only. */
  discussionEndsAt: z.nullable(z.number()),
  /** While the table has paused the countdown: the time that was left (ms). */
  discussionPausedLeft: z.optional(z.nullable(z.number().check(z.minimum(0)))),
  /** This discussion's length in minutes, "+1 min" included (the settings' minutes at first). */
  discussionMinutes: z.optional(
    z.int().check(z.minimum(MIN_TIMER_MINUTES), z.maximum(MAX_TIMER_MINUTES)),
  ),
});
export type Game = z.infer<typeof GameSchema>;

/** A game in setup: nothing started. */
export function newGame(state: GameState = createInitialState()): Game {
  return { phase: 'setup', state, discussionEndsAt: null };
}

const MINUTE_MS = SECONDS_PER_MINUTE * 1000;

export interface DiscussionClock {
  /** Time left on the countdown (ms), 0 once it is up. */
  leftMs: number;
  /** The discussion's length in minutes, "+1 min" included. */
  minutes: number;
  /** Time the discussion has run (ms): what the SPEC's one-minute notice counts. */
  elapsedMs: number;
  paused: boolean;
}

/** Where the discussion's countdown stands at `now`. */
export function discussionClock(game: Game, now: number): DiscussionClock {
  const minutes = game.discussionMinutes ?? game.state.timerMinutes;
  const paused = game.discussionPausedLeft != null;
  const leftMs = paused
    ? (game.discussionPausedLeft ?? 0)
    : Math.max(0, (game.discussionEndsAt ?? now) - now);
  return { leftMs, minutes, elapsedMs: Math.max(0, minutes * MINUTE_MS - leftMs), paused };
}

/** SPEC §3's isGameStarted, read from the phase (the one truth): any phase after setup. */
export function isGameStarted(game: Pick<Game, 'phase'>): boolean {
  return game.phase !== 'setup';
}

/** SPEC §3's isGameOver, read from the phase: the last round has been revealed and left. */
export function isGameOver(game: Pick<Game, 'phase'>): boolean {
  return game.phase === 'over';
}

/** Whether the current round's fake is in place. */
const hasFake = (round: Round): boolean => round.stories.some((s) => s.isFake === true);

/**
 * A game read back from a save made before the phase was the one truth (save format 2): a game in
 * setup that still held a game's rounds is ended, keeping its players and settings (decision 019).
 */
export function settleSavedSetup(state: GameState): GameState {
  return Array.isArray(state.gameRounds) && state.gameRounds.length > 0 ? endGame(state) : state;
}

/**
 * Whether a game is one apply() can reach: the schema holds and the state fits the phase (a
 * hand-edited or damaged save can lie about either).
 */
export function isValidGame(game: Game): boolean {
  if (!GameSchema.safeParse(game).success) return false;
  const { phase, state } = game;
  const ids = state.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) return false;
  if (new Set(state.selectedCategories).size !== state.selectedCategories.length) return false;
  // issue 24: a custom category is used only where the game defines it, each id once
  const customs = state.customCategories ?? [];
  if (new Set(customs.map((c) => c.id)).size !== customs.length) return false;
  if (!allDefined(state.selectedCategories, customs)) return false;
  if (
    !allDefined(
      state.gameRounds.map((r) => r.category),
      customs,
    )
  )
    return false;
  if (state.players.length > 0 && state.currentPlayerIndex >= state.players.length) return false;
  if (phase === 'discussion' && game.discussionEndsAt === null) return false;
  const clock = discussionClock(game, 0);
  if (clock.paused && clock.leftMs > clock.minutes * MINUTE_MS) return false;
  // a game in setup holds no rounds, one after it holds them all: the state cannot say otherwise
  if (phase === 'setup') return state.gameRounds.length === 0 && state.currentRound === 0;
  if (state.players.length < MIN_PLAYERS) return false;
  if (state.gameRounds.length !== state.rounds) return false;
  if (phase === 'over') return isPastLastRound(state);
  if (isPastLastRound(state)) return false;
  // there is one: every round is built and the last is not past (checked above)
  const round = currentRoundOf(state) as Round;
  if (!round.stories.every((s) => ids.includes(s.playerId))) return false;
  if (round.faker && !ids.includes(round.faker.id)) return false;
  // Issue 24: a fake prepared before the game waits on a custom round the machine fakes, until
  // the fake is in (then it is gone); a round the faker writes has none.
  if (!state.gameRounds.every(preparedFakeFits)) return false;
  // Issue 24: in a round the faker writes, the faker is there from the start, the fake is the
  // faker's own entry (nobody else's is flagged) and there is no other true entry of theirs.
  if (isFakerWritten(round)) {
    if (!round.faker || round.fakerEntry !== undefined || phase === 'awaiting-fake') return false;
    const fakerId = round.faker.id;
    if (!round.stories.every((s) => (s.isFake === true) === (s.playerId === fakerId))) return false;
    if (phase === 'writing') return true;
  }
  // the faker's true entry is kept only once the fake has replaced it (issue 21, item 17)
  if (phase === 'writing') return !round.faker && !hasFake(round) && round.fakerEntry === undefined;
  if (phase === 'awaiting-fake')
    return (
      everyEntryIn(state) && !!round.faker && !hasFake(round) && round.fakerEntry === undefined
    );
  // Every later phase of a round needs the fake in place.
  if (!round.faker || !hasFake(round)) return false;
  if (phase === 'reveal') return round.scored;
  return !round.scored;
}

function preparedFakeFits(round: Round): boolean {
  if (round.preparedFake === undefined) return true;
  return (
    isCustomCategoryId(round.category) &&
    round.preparedFake.trim() !== '' &&
    !isFakerWritten(round) &&
    !hasFake(round)
  );
}

/** SPEC §4 Game flow: every current player has an entry in the current round. */
function everyEntryIn(state: GameState): boolean {
  const round = currentRoundOf(state);
  if (!round || state.players.length === 0) return false;
  return state.players.every((p) => round.stories.some((s) => s.playerId === p.id));
}
