// The game as a state machine (SPEC §4 Game flow, issue 14): a game is data plus pure moves. It
// carries an explicit phase; apply() is the one entry point that changes it, and returns what the
// outside world must do as effects (data), which the client carries out and never decides.
//
//  setup ─start─► writing ─(last entry: faker picked)─► awaiting-fake ─fake-arrived─►
//  storytelling-intro ─start-storytelling─► storytelling ─next-reader…─(last reader)─
//  start-discussion─► discussion ─start-voting─► voting-intro ─ready-to-vote─► voting
//  ─vote…─(last vote: scored)─► reveal ─next-round─► writing (next round) | over
//  Setup moves end a game in progress (endGame: back to setup with no rounds); reset goes to setup.
//  The phase is the one truth: SPEC §3's isGameStarted and isGameOver are read from it.
import * as z from 'zod/mini';
import { allDefined, type CustomCategory, type GameCategoryId } from './custom-categories';
import { MAX_TIMER_MINUTES, MIN_PLAYERS, MIN_TIMER_MINUTES, SECONDS_PER_MINUTE } from './constants';
import { applyFake, chooseFaker } from './faker';
import { advancePlayer, isLastPlayer, nextRound, resetPlayerIndex, startGame } from './flow';
import { addPlayer, removePlayer } from './players';
import type { Rng } from './random';
import { engineErrors, fail, ok, type Result } from './result';
import { GameStateSchema } from './schema';
import { scoreRound } from './scoring';
import { isUsableCategory, setCustomCategories, toggleCategory } from './categories-selection';
import { applyLastGame, setRounds, setTimerMinutes } from './setup';
import {
  createInitialState,
  currentPlayer,
  currentRoundOf,
  endGame,
  isPastLastRound,
  resetGame,
  setGameRecord,
} from './state';
import { allStoriesSubmitted, submitStory } from './stories';
import type { GameState, Round } from './types';
import { allVotesCast, castVote } from './voting';

export const PHASES = [
  'setup',
  'writing',
  'awaiting-fake',
  'storytelling-intro',
  'storytelling',
  'discussion',
  'voting-intro',
  'voting',
  'reveal',
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

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

export type Move =
  // setup (player setup and game settings): each ends a game in progress
  | { type: 'add-player'; name: string }
  | { type: 'remove-player'; playerId: number }
  | { type: 'set-rounds'; rounds: number }
  | { type: 'set-timer'; minutes: number }
  | { type: 'toggle-category'; category: GameCategoryId }
  /** Issue 24: the device's own categories, for this game to pick from (setup only). */
  | { type: 'set-custom-categories'; categories: CustomCategory[] }
  | { type: 'same-as-last-game' }
  | { type: 'start' }
  // a round
  | { type: 'submit-entry'; content: string }
  | { type: 'fake-arrived'; content: string }
  | { type: 'start-storytelling' }
  | { type: 'next-reader' }
  | { type: 'start-discussion' }
  | { type: 'skip-timer' }
  | { type: 'pause-timer' }
  | { type: 'resume-timer' }
  | { type: 'add-minute' }
  | { type: 'start-voting' }
  | { type: 'ready-to-vote' }
  | { type: 'vote'; suspectId: number | null }
  | { type: 'next-round' }
  | { type: 'reset' }
  // the server's record of this game exists (SPEC §3: gameId and createdAt are stored then)
  | { type: 'record-created'; id: string; createdAt: string };

/** What the outside world must do after a move. */
export type Effect =
  /** Create the server's game record (SPEC §7), then answer with a record-created move. */
  | { type: 'record-game-start' }
  /** Make the round's fake and answer with a fake-arrived move. */
  | { type: 'request-fake' }
  /** Hand the device to this player behind a neutral screen (their next screen is a secret). */
  | { type: 'hand-over'; playerId: number }
  /** Complete the server's game record (SPEC §7). */
  | { type: 'record-game-complete' };

export interface MoveContext {
  rng: Rng;
  /** The time of the move, epoch ms. */
  now: number;
}

export interface Applied {
  game: Game;
  effects: Effect[];
}

/** A game in setup: nothing started. */
export function newGame(state: GameState = createInitialState()): Game {
  return { phase: 'setup', state, discussionEndsAt: null };
}

const to = (phase: Phase, state: GameState, effects: Effect[] = []): Result<Applied> =>
  ok({ game: { phase, state, discussionEndsAt: null }, effects });

const MINUTE_MS = SECONDS_PER_MINUTE * 1000;

/**
 * Issue 21: the device passes from one player's private screen to the next one's (a writer's, a
 * reader's, a voter's) only behind the neutral "pass the device" screen, every time.
 */
function handOver(state: GameState): Effect[] {
  const player = currentPlayer(state);
  return player ? [{ type: 'hand-over', playerId: player.id }] : [];
}

/** A change of the discussion's clock only. */
const clockMove = (game: Game, clock: Partial<Game>): Result<Applied> =>
  ok({ game: { ...game, ...clock }, effects: [] });

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

/** A setup change: the game in progress (if any) ends; the change itself is the engine's rule. */
function setupMove(result: Result<GameState>): Result<Applied> {
  return result.ok ? to('setup', endGame(result.value)) : result;
}

/** SPEC §3's isGameStarted, read from the phase (the one truth): any phase after setup. */
export function isGameStarted(game: Pick<Game, 'phase'>): boolean {
  return game.phase !== 'setup';
}

/** SPEC §3's isGameOver, read from the phase: the last round has been revealed and left. */
export function isGameOver(game: Pick<Game, 'phase'>): boolean {
  return game.phase === 'over';
}

/** The phases each move is taken in (setup moves and reset are taken in any phase). */
const TAKEN_IN: Partial<Record<Move['type'], readonly Phase[]>> = {
  'submit-entry': ['writing'],
  'fake-arrived': ['awaiting-fake'],
  'start-storytelling': ['storytelling-intro'],
  'next-reader': ['storytelling'],
  'start-discussion': ['storytelling'],
  'skip-timer': ['discussion'],
  'pause-timer': ['discussion'],
  'resume-timer': ['discussion'],
  'add-minute': ['discussion'],
  'start-voting': ['discussion'],
  'ready-to-vote': ['voting-intro'],
  vote: ['voting'],
  'next-round': ['reveal'],
};

/** Applies one move: the new game and its effects, or why the move is refused. */
export function apply(game: Game, move: Move, { rng, now }: MoveContext): Result<Applied> {
  const phases = TAKEN_IN[move.type];
  if (phases && !phases.includes(game.phase)) return fail(engineErrors.notNow());
  const { state } = game;
  switch (move.type) {
    case 'add-player':
      return setupMove(addPlayer(state, move.name, rng));
    case 'remove-player':
      return setupMove(ok(removePlayer(state, move.playerId)));
    case 'set-rounds':
      return setupMove(setRounds(state, move.rounds));
    case 'set-timer':
      return setupMove(setTimerMinutes(state, move.minutes));
    case 'toggle-category':
      if (!isUsableCategory(state, move.category)) return fail(engineErrors.unknownCategory());
      return setupMove(ok(toggleCategory(state, move.category)));
    // Issue 24: the list changes only in setup; a game in progress keeps the definitions it
    // started with (editing or deleting a category on the device never changes it).
    case 'set-custom-categories':
      if (game.phase !== 'setup') return fail(engineErrors.notNow());
      return to('setup', setCustomCategories(state, move.categories));
    case 'same-as-last-game':
      return setupMove(applyLastGame(state));
    case 'reset':
      return to('setup', resetGame(state, game.phase !== 'setup'));
    // SPEC §3: stored once the record exists; a game ended meanwhile (setup) has no record to keep
    case 'record-created':
      if (game.phase === 'setup') return fail(engineErrors.notNow());
      return ok({ game: { ...game, state: setGameRecord(state, move) }, effects: [] });

    case 'start': {
      const started = startGame(state, rng);
      if (!started.ok) return started;
      return to('writing', started.value, [{ type: 'record-game-start' }]);
    }

    // SPEC §4 Game flow: once every player has a story, the faker is picked and the fake asked for.
    case 'submit-entry': {
      const submitted = submitStory(state, move.content);
      if (!submitted.ok) return submitted;
      if (!allStoriesSubmitted(submitted.value))
        return to('writing', submitted.value, handOver(submitted.value));
      const withFaker = chooseFaker(submitted.value, rng);
      if (!withFaker.ok) return withFaker;
      return to('awaiting-fake', withFaker.value, [{ type: 'request-fake' }]);
    }
    case 'fake-arrived': {
      const faked = applyFake(state, move.content);
      if (!faked.ok) return faked;
      return to('storytelling-intro', resetPlayerIndex(faked.value));
    }

    case 'start-storytelling':
      return to('storytelling', resetPlayerIndex(state));
    case 'next-reader':
      if (isLastPlayer(state)) return fail(engineErrors.notNow());
      return to('storytelling', advancePlayer(state), handOver(advancePlayer(state)));
    // SPEC §4 Discussion timer: it starts on entry, and its deadline is kept for a reload.
    case 'start-discussion':
      if (!isLastPlayer(state)) return fail(engineErrors.notNow());
      return ok({
        game: {
          phase: 'discussion',
          state,
          discussionEndsAt: now + state.timerMinutes * MINUTE_MS,
          discussionPausedLeft: null,
          discussionMinutes: state.timerMinutes,
        },
        effects: [],
      });
    case 'skip-timer':
      return clockMove(game, {
        discussionEndsAt: Math.min(game.discussionEndsAt ?? now, now),
        discussionPausedLeft: null,
      });
    // Issue 15: the table controls the clock. A pause keeps what is left; resuming sets a new
    // deadline from it; "+1 min" lengthens the discussion up to the 10-minute maximum, and after
    // the time is up it starts the countdown again with that minute.
    case 'pause-timer': {
      const clock = discussionClock(game, now);
      if (clock.paused || clock.leftMs === 0) return fail(engineErrors.notNow());
      return clockMove(game, { discussionPausedLeft: clock.leftMs });
    }
    case 'resume-timer': {
      const clock = discussionClock(game, now);
      if (!clock.paused) return fail(engineErrors.notNow());
      return clockMove(game, { discussionEndsAt: now + clock.leftMs, discussionPausedLeft: null });
    }
    case 'add-minute': {
      const clock = discussionClock(game, now);
      const minutes = clock.minutes + 1;
      if (minutes > MAX_TIMER_MINUTES) return fail(engineErrors.timerOutOfRange());
      return clockMove(
        game,
        clock.paused
          ? { discussionPausedLeft: clock.leftMs + MINUTE_MS, discussionMinutes: minutes }
          : { discussionEndsAt: now + clock.leftMs + MINUTE_MS, discussionMinutes: minutes },
      );
    }
    case 'start-voting':
      return to('voting-intro', resetPlayerIndex(state));
    case 'ready-to-vote':
      return to('voting', state);

    // SPEC §4 Voting and Scoring: after the last vote the round is scored and revealed.
    case 'vote': {
      const voter = currentPlayer(state);
      if (!voter) return fail(engineErrors.unknownVoter());
      const voted = castVote(state, voter.id, move.suspectId);
      if (!voted.ok) return voted;
      if (allVotesCast(voted.value)) return to('reveal', scoreRound(voted.value));
      const next = advancePlayer(voted.value);
      return to('voting', next, handOver(next));
    }
    // SPEC §4 Next round: the next round's writing, or after the last round the game is over.
    case 'next-round': {
      const advanced = nextRound(state);
      if (isPastLastRound(advanced))
        return to('over', advanced, [{ type: 'record-game-complete' }]);
      return to('writing', advanced);
    }
  }
}

/** A game started and not over: one a setup change would end, and one worth resuming. */
export function isInProgress(game: Pick<Game, 'phase'>): boolean {
  return game.phase !== 'setup' && game.phase !== 'over';
}

/** Whether the current round's fake is in place. */
const hasFake = (round: Round): boolean => round.stories.some((s) => s.isFake === true);

/**
 * Whether a game is one apply() can reach: the schema holds and the state fits the phase (a
 * hand-edited or damaged save can lie about either).
 */
/**
 * A game read back from a save made before the phase was the one truth (save format 2): a game in
 * setup that still held a game's rounds is ended, keeping its players and settings (decision 019).
 */
export function settleSavedSetup(state: GameState): GameState {
  return Array.isArray(state.gameRounds) && state.gameRounds.length > 0 ? endGame(state) : state;
}

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
  // the faker's true entry is kept only once the fake has replaced it (issue 21, item 17)
  if (phase === 'writing') return !round.faker && !hasFake(round) && round.fakerEntry === undefined;
  if (phase === 'awaiting-fake')
    return (
      allStoriesSubmitted(state) &&
      !!round.faker &&
      !hasFake(round) &&
      round.fakerEntry === undefined
    );
  // Every later phase of a round needs the fake in place.
  if (!round.faker || !hasFake(round)) return false;
  if (phase === 'reveal') return round.scored;
  return !round.scored;
}
