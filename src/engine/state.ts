// SPEC §3–§4: the initial game state, reset, and read-only views of "where we are".
import { CATEGORY_IDS } from './categories';
import { DEFAULT_ROUNDS, DEFAULT_TIMER_MINUTES } from './constants';
import type { GameState, Player, Round } from './types';

/** The default pick: the first category of the fixed list (awkward). */
export const DEFAULT_CATEGORY = CATEGORY_IDS[0];

// SPEC §4 Defaults: no players, 3 rounds, 5 minutes, round 0, only "awkward" selected; "not started,
// not over" is the phase 'setup' (game.ts), the one truth of where a game is.
export function createInitialState(): GameState {
  return {
    players: [],
    rounds: DEFAULT_ROUNDS,
    timerMinutes: DEFAULT_TIMER_MINUTES,
    currentRound: 0,
    selectedCategories: [DEFAULT_CATEGORY],
    gameRounds: [],
    scores: {},
    currentPlayerIndex: 0,
  };
}

// SPEC §4 Reset game: restores defaults but keeps the players (Play Again and Main Menu use it).
// Issue 21, item 20: a game that had started is remembered (its rounds, minutes and categories) for
// "Same as last game"; a reset in setup keeps what was remembered before.
export function resetGame(state: GameState, started = false): GameState {
  const lastGame = started
    ? {
        rounds: state.rounds,
        timerMinutes: state.timerMinutes,
        categories: [...state.selectedCategories],
      }
    : state.lastGame;
  return {
    ...createInitialState(),
    players: [...state.players],
    ...(lastGame ? { lastGame } : {}),
    // issue 24: the device's own categories stay available (they are not the game's progress)
    ...(state.customCategories ? { customCategories: state.customCategories } : {}),
  };
}

// SPEC §4 Next round: "sets game over when the round reaches the round count".
export function isPastLastRound(state: GameState): boolean {
  return state.currentRound >= state.rounds;
}

/** The round being played, or undefined before the game starts (no rounds) or after the last round. */
export function currentRoundOf(state: GameState): Round | undefined {
  return state.gameRounds[state.currentRound];
}

/**
 * A setup change ends the game in progress (SPEC §2: a setup change mid-game asks "End the current
 * game?" first): its rounds, scores and server record go, the players and settings stay.
 */
export function endGame(state: GameState): GameState {
  const { gameId: _id, createdAt: _created, ...kept } = state;
  return { ...kept, gameRounds: [], scores: {}, currentRound: 0, currentPlayerIndex: 0 };
}

/** The player whose turn it is (story input, storytelling, voting), or undefined with no players. */
export function currentPlayer(state: GameState): Player | undefined {
  return state.players[state.currentPlayerIndex];
}

/** Looks a current player up by id. */
export function findPlayer(state: GameState, playerId: number): Player | undefined {
  return state.players.find((p) => p.id === playerId);
}

// SPEC §3 Game state: gameId and createdAt are stored once the server record exists.
export function setGameRecord(
  state: GameState,
  record: { id: string; createdAt: string },
): GameState {
  return { ...state, gameId: record.id, createdAt: record.createdAt };
}

/** A copy of the current round replaced by `round` (the helper every round-changing rule uses). */
export function withCurrentRound(state: GameState, round: Round): GameState {
  return {
    ...state,
    gameRounds: state.gameRounds.map((r, i) => (i === state.currentRound ? round : r)),
  };
}
