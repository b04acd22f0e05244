// The game as a state machine (SPEC §4 Game flow, issue 14): a game is data plus pure moves. It
// carries an explicit phase; apply() is the one entry point that changes it, and returns what the
// outside world must do as effects (data), which the client carries out and never decides.
//
//  setup ─start─► writing ─(last entry: faker picked)─► awaiting-fake ─fake-arrived─►
//  storytelling-intro ─start-storytelling─► storytelling ─next-reader…─(last reader)─
//  start-discussion─► discussion ─start-voting─► voting-intro ─ready-to-vote─► voting
//  ─vote…─(last vote: scored)─► reveal ─next-round─► writing (next round) | over
//  Issue 24: in a round the faker writes (fakeMethod 'faker', decided with its faker when the round
//  starts), the last entry goes straight to storytelling-intro: no awaiting-fake, no request-fake;
//  so does a machine round whose custom category's fake was written before the game (preparedFake).
//  Setup moves end a game in progress (endGame: back to setup with no rounds); reset goes to setup.
//  The phase is the one truth: SPEC §3's isGameStarted and isGameOver are read from it.
import type { CustomCategory, GameCategoryId } from './custom-categories';
import { MAX_TIMER_MINUTES, SECONDS_PER_MINUTE } from './constants';
import { applyFake, chooseFaker } from './faker';
import { isFakerWritten, type FakeMode } from './fake-modes';
import { preparedFakeOf, prepareCustomFakes, setFakeMode, startRound } from './fake-rounds';
import { advancePlayer, isLastPlayer, nextRound, resetPlayerIndex, startGame } from './flow';
import { discussionClock, type Game, type Phase } from './game-model';
import { addPlayer, removePlayer } from './players';
import type { Rng } from './random';
import { engineErrors, fail, ok, type Result } from './result';
import { scoreRound } from './scoring';
import { isUsableCategory, setCustomCategories, toggleCategory } from './categories-selection';
import { applyLastGame, setRounds, setTimerMinutes } from './setup';
import {
  currentPlayer,
  currentRoundOf,
  endGame,
  isPastLastRound,
  resetGame,
  setGameRecord,
} from './state';
import { allStoriesSubmitted, submitStory } from './stories';
import type { GameState } from './types';
import { allVotesCast, castVote } from './voting';

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
  /** Issue 24: "How the fake is made". */
  | { type: 'set-fake-mode'; mode: FakeMode }
  /**
   * customFakes (issue 24): the custom categories' fakes the machine already wrote for this game,
   * by custom category id. A custom round without one is played with the faker writing the lie:
   * decided here, before the game, never mid-round.
   */
  | { type: 'start'; customFakes?: Record<string, string> }
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

const MINUTE_MS = SECONDS_PER_MINUTE * 1000;

const to = (phase: Phase, state: GameState, effects: Effect[] = []): Result<Applied> =>
  ok({ game: { phase, state, discussionEndsAt: null }, effects });

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

/** A setup change: the game in progress (if any) ends; the change itself is the engine's rule. */
function setupMove(result: Result<GameState>): Result<Applied> {
  return result.ok ? to('setup', endGame(result.value)) : result;
}

/** SPEC §4 Game flow: the fake replaces the faker's entry; on to the storytelling. */
function fakeArrived(state: GameState, content: string): Result<Applied> {
  const faked = applyFake(state, content);
  if (!faked.ok) return faked;
  return to('storytelling-intro', resetPlayerIndex(faked.value));
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
    case 'set-fake-mode':
      return setupMove(setFakeMode(state, move.mode));
    // Issue 24: how the fake is made is the table's house rule: a reset keeps it, like the players.
    case 'reset': {
      const reset = resetGame(state, game.phase !== 'setup');
      return to('setup', state.fakeMode ? { ...reset, fakeMode: state.fakeMode } : reset);
    }
    // SPEC §3: stored once the record exists; a game ended meanwhile (setup) has no record to keep
    case 'record-created':
      if (game.phase === 'setup') return fail(engineErrors.notNow());
      return ok({ game: { ...game, state: setGameRecord(state, move) }, effects: [] });

    case 'start': {
      const started = startGame(state, rng);
      if (!started.ok) return started;
      const prepared = prepareCustomFakes(started.value, move.customFakes);
      return to('writing', startRound(prepared, rng), [{ type: 'record-game-start' }]);
    }

    // SPEC §4 Game flow: once every player has a story, the faker is picked and the fake asked for.
    // Issue 24: in a round the faker writes, the fake is already in: on to the storytelling.
    case 'submit-entry': {
      const submitted = submitStory(state, move.content);
      if (!submitted.ok) return submitted;
      if (!allStoriesSubmitted(submitted.value))
        return to('writing', submitted.value, handOver(submitted.value));
      const round = currentRoundOf(submitted.value);
      if (round && isFakerWritten(round))
        return to('storytelling-intro', resetPlayerIndex(submitted.value));
      const withFaker = chooseFaker(submitted.value, rng);
      if (!withFaker.ok) return withFaker;
      // Issue 24: the machine wrote this custom round's fake before the game: it goes in at once,
      // as if it had just arrived (no wait, no request-fake).
      const prepared = preparedFakeOf(withFaker.value);
      if (prepared !== undefined) return fakeArrived(withFaker.value, prepared);
      return to('awaiting-fake', withFaker.value, [{ type: 'request-fake' }]);
    }
    case 'fake-arrived':
      return fakeArrived(state, move.content);

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
      return to('writing', startRound(advanced, rng));
    }
  }
}
