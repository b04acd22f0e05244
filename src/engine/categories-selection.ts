// SPEC §4 Category selection and §5: which categories the game's rounds will use.
import {
  isCustomCategoryId,
  MAX_CUSTOM_CATEGORIES,
  resolveCategory,
  type CustomCategory,
  type GameCategoryId,
} from './custom-categories';
import { DEFAULT_CATEGORY } from './state';
import type { GameState } from './types';

const withSelection = (state: GameState, selectedCategories: GameCategoryId[]): GameState => ({
  ...state,
  selectedCategories,
});

// SPEC §4 Category selection: 1 round → a pick replaces the selection and the one chosen stays;
// more rounds → deselect only while more than one is selected; when full, a new pick replaces the last.
export function toggleCategory(state: GameState, id: GameCategoryId): GameState {
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

/** Issue 24: whether the game can use a category id (one of the eleven, or a custom one it defines). */
export function isUsableCategory(state: GameState, id: string): boolean {
  return resolveCategory(id, state.customCategories) !== undefined;
}

// Issue 24 (decision 021): the device's own categories become the ones this game can pick from. A
// selected custom category that is no longer on the list leaves the selection; the eleven are
// untouched. Duplicated ids keep their first definition; at most MAX_CUSTOM_CATEGORIES are kept.
export function setCustomCategories(
  state: GameState,
  categories: readonly CustomCategory[],
): GameState {
  const seen = new Set<string>();
  const customCategories = categories
    .filter((c) => isCustomCategoryId(c.id) && !seen.has(c.id) && seen.add(c.id))
    .slice(0, MAX_CUSTOM_CATEGORIES)
    .map((c) => ({ ...c }));
  const next: GameState = { ...state, customCategories };
  const kept = state.selectedCategories.filter((id) => isUsableCategory(next, id));
  // SPEC §4 Defaults: a selection emptied by a deletion falls back to the default pick
  const selectedCategories =
    kept.length === 0 && state.selectedCategories.length > 0 ? [DEFAULT_CATEGORY] : kept;
  return { ...next, selectedCategories };
}
