// SPEC §5 and §9: the game settings steppers (rounds and discussion time).
import { MAX_ROUNDS, MAX_TIMER_MINUTES, MIN_ROUNDS, MIN_TIMER_MINUTES } from './constants';
import { resolveCategory } from './custom-categories';
import { engineErrors, fail, ok, type Result } from './result';
import { DEFAULT_CATEGORY } from './state';
import type { GameState } from './types';

const inRange = (n: number, min: number, max: number): boolean =>
  Number.isInteger(n) && n >= min && n <= max;

// SPEC §5 Rounds 1 to 10; §4 lowering rounds below the selected count cuts the selected list.
export function setRounds(state: GameState, rounds: number): Result<GameState> {
  if (!inRange(rounds, MIN_ROUNDS, MAX_ROUNDS)) return fail(engineErrors.roundsOutOfRange());
  const selectedCategories =
    state.selectedCategories.length > rounds
      ? state.selectedCategories.slice(0, rounds)
      : state.selectedCategories;
  return ok({ ...state, rounds, selectedCategories });
}

// SPEC §5 Discussion time 3 to 10 minutes.
export function setTimerMinutes(state: GameState, minutes: number): Result<GameState> {
  if (!inRange(minutes, MIN_TIMER_MINUTES, MAX_TIMER_MINUTES))
    return fail(engineErrors.timerOutOfRange());
  return ok({ ...state, timerMinutes: minutes });
}

// Issue 21, item 20: "Same as last game" brings back the last game's rounds, minutes and categories
// (kept from a valid game, and checked by the schema when a save loads); nothing kept is refused.
export function applyLastGame(state: GameState): Result<GameState> {
  const last = state.lastGame;
  if (!last) return fail(engineErrors.notNow());
  // issue 24: a custom category deleted since is left out (the default pick if none is left)
  const usable = [...new Set(last.categories)].filter(
    (id) => resolveCategory(id, state.customCategories) !== undefined,
  );
  return ok({
    ...state,
    rounds: last.rounds,
    timerMinutes: last.timerMinutes,
    selectedCategories: usable.length > 0 ? usable.slice(0, last.rounds) : [DEFAULT_CATEGORY],
  });
}
