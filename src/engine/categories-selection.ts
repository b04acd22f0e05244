// SPEC §4 Category selection and §5: which categories the game's rounds will use.
import type { CategoryId } from './categories';
import type { GameState } from './types';

const withSelection = (state: GameState, selectedCategories: CategoryId[]): GameState => ({
  ...state,
  selectedCategories,
});

// SPEC §4 Category selection: 1 round → a pick replaces the selection and the one chosen stays;
// more rounds → deselect only while more than one is selected; when full, a new pick replaces the last.
export function toggleCategory(state: GameState, id: CategoryId): GameState {
  const selected = state.selectedCategories;
  const isSelected = selected.includes(id);
  if (state.rounds <= 1) {
    return selected.length === 1 && isSelected ? state : withSelection(state, [id]);
  }
  if (isSelected) {
    return selected.length > 1
      ? withSelection(
          state,
          selected.filter((c) => c !== id),
        )
      : state;
  }
  if (selected.length < state.rounds) return withSelection(state, [...selected, id]);
  return withSelection(state, [...selected.slice(0, state.rounds - 1), id]);
}

// SPEC §2 Game settings: K in "Select K more categories" (rounds minus selected, never below 0).
export function categoriesStillNeeded(state: GameState): number {
  return Math.max(0, state.rounds - state.selectedCategories.length);
}
