// SPEC §4 Start game, Game flow and Next round: moving through rounds and turns.
import { CATEGORY_IDS } from './categories';
import type { GameCategoryId } from './custom-categories';
import { MIN_PLAYERS } from './constants';
import { shuffle, type Rng } from './random';
import { engineErrors, fail, ok, type Result } from './result';
import { DEFAULT_CATEGORY } from './state';
import type { GameState, Player, Round } from './types';

// SPEC §4 Start game: fill missing categories randomly from the unselected ones, up to the round count.
// Issue 24 (decision 021): the fill draws from the eleven only; a custom category is played when
// it is picked, never by surprise (its fake may need the LLM or the faker's own pen).
export function fillCategories(
  selected: readonly GameCategoryId[],
  rounds: number,
  rng: Rng,
): GameCategoryId[] {
  const missing = rounds - selected.length;
  if (missing <= 0) return [...selected];
  const unselected = CATEGORY_IDS.filter((c) => !selected.includes(c));
  return [...selected, ...shuffle(rng, unselected).slice(0, missing)];
}

// SPEC §4 Start game: one round per round count, category by position (else the first selected),
// no faker, no stories, no votes, not scored.
export function buildRounds(categories: readonly GameCategoryId[], rounds: number): Round[] {
  const fallback = categories[0] ?? DEFAULT_CATEGORY;
  return Array.from({ length: rounds }, (_, i) => ({
    category: categories[i] ?? fallback,
    faker: null,
    stories: [],
    votes: [],
    scored: false,
  }));
}

// SPEC §4 Start game (and §5: at least 3 players): started at round 0, player index 0, every score 0.
export function startGame(state: GameState, rng: Rng): Result<GameState> {
  if (state.players.length < MIN_PLAYERS) return fail(engineErrors.notEnoughPlayers());
  const selectedCategories = fillCategories(state.selectedCategories, state.rounds, rng);
  return ok({
    ...state,
    selectedCategories,
    gameRounds: buildRounds(selectedCategories, state.rounds),
    scores: Object.fromEntries(state.players.map((p) => [p.id, 0])),
    currentRound: 0,
    currentPlayerIndex: 0,
  });
}

// SPEC §4 Game flow: the player index can be reset to 0 (before storytelling and voting).
export function resetPlayerIndex(state: GameState): GameState {
  return state.currentPlayerIndex === 0 ? state : { ...state, currentPlayerIndex: 0 };
}

// SPEC §4 Game flow: the player index advances cyclically.
export function advancePlayer(state: GameState): GameState {
  const count = state.players.length;
  return { ...state, currentPlayerIndex: count === 0 ? 0 : (state.currentPlayerIndex + 1) % count };
}

// SPEC §2 Story input / Storytelling: whether the current player is the last of this pass.
export function isLastPlayer(state: GameState): boolean {
  return state.currentPlayerIndex >= state.players.length - 1;
}

// SPEC §2 Story input: who to pass the device to next, or undefined for the last player.
export function nextPlayerOf(state: GameState): Player | undefined {
  return isLastPlayer(state) ? undefined : state.players[state.currentPlayerIndex + 1];
}

// SPEC §4 Next round: increment the round and reset the player index; the game is over when the
// round reaches the round count (isPastLastRound), which apply() turns into the phase 'over'.
export function nextRound(state: GameState): GameState {
  return { ...state, currentRound: state.currentRound + 1, currentPlayerIndex: 0 };
}

// SPEC §2 Reveal: "Final round".
export function isLastRound(state: GameState): boolean {
  return state.currentRound >= state.rounds - 1;
}

// SPEC §2 Reveal: N in "N round(s) left", counted after the current round.
export function roundsLeft(state: GameState): number {
  return Math.max(0, state.rounds - state.currentRound - 1);
}
