import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, type CategoryId } from './categories';
import { categoriesStillNeeded, toggleCategory } from './categories-selection';
import { createInitialState } from './state';
import { deepFreeze } from './test-helpers';
import type { GameState } from './types';

const stateWith = (rounds: number, selectedCategories: CategoryId[]): GameState =>
  deepFreeze({ ...createInitialState(), rounds, selectedCategories });

describe('toggleCategory (SPEC §4 Category selection)', () => {
  it.each<[string, number, CategoryId[], CategoryId, CategoryId[]]>([
    // 1 round: a pick replaces the selection; the single chosen one cannot be deselected.
    ['1 round: a new pick replaces the selection', 1, ['awkward'], 'sports', ['sports']],
    ['1 round: the chosen one stays chosen', 1, ['awkward'], 'awkward', ['awkward']],
    ['1 round: a pick into an empty selection', 1, [], 'dating', ['dating']],
    [
      '1 round: an over-full selection collapses to the pick',
      1,
      ['awkward', 'sports'],
      'sports',
      ['sports'],
    ],
    // More rounds: deselect only while more than one is selected.
    ['3 rounds: deselect one of two', 3, ['awkward', 'sports'], 'awkward', ['sports']],
    ['3 rounds: the only selected one stays', 3, ['sports'], 'sports', ['sports']],
    ['3 rounds: a pick with room is appended', 3, ['awkward'], 'dating', ['awkward', 'dating']],
    ['3 rounds: a pick into an empty selection', 3, [], 'dating', ['dating']],
    // Full: a new pick replaces the last selected.
    [
      '3 rounds, full: a new pick replaces the last',
      3,
      ['awkward', 'sports', 'dating'],
      'guilty',
      ['awkward', 'sports', 'guilty'],
    ],
    [
      '2 rounds, full: a new pick replaces the last',
      2,
      ['habits', 'beliefs'],
      'awkward',
      ['habits', 'awkward'],
    ],
    [
      '3 rounds, full: deselecting still works',
      3,
      ['awkward', 'sports', 'dating'],
      'sports',
      ['awkward', 'dating'],
    ],
    [
      '2 rounds, over-full: a pick cuts to the round count',
      2,
      ['habits', 'beliefs', 'guilty'],
      'awkward',
      ['habits', 'awkward'],
    ],
  ])('%s', (_, rounds, selected, toggled, expected) => {
    expect(toggleCategory(stateWith(rounds, selected), toggled).selectedCategories).toEqual(
      expected,
    );
  });

  it('returns the same state when nothing changes', () => {
    const state = stateWith(3, ['sports']);
    expect(toggleCategory(state, 'sports')).toBe(state);
  });

  it('property: never leaves the selection empty nor larger than the rounds when it started within bounds', () => {
    const category = fc.constantFrom(...CATEGORY_IDS);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.uniqueArray(category, { minLength: 1, maxLength: 10 }),
        fc.array(category, { maxLength: 30 }),
        (rounds, initial, toggles) => {
          let state = stateWith(rounds, initial.slice(0, rounds));
          for (const id of toggles) {
            state = toggleCategory(state, id);
            const selected = state.selectedCategories;
            expect(selected.length).toBeGreaterThanOrEqual(1);
            expect(selected.length).toBeLessThanOrEqual(rounds);
            expect(new Set(selected).size).toBe(selected.length);
          }
        },
      ),
    );
  });
});

describe('categoriesStillNeeded (SPEC §2 "Select K more categories")', () => {
  it.each<[number, CategoryId[], number]>([
    [3, ['awkward'], 2],
    [3, ['awkward', 'sports', 'dating'], 0],
    [1, ['awkward', 'sports'], 0],
    [10, [], 10],
  ])('%i rounds with %j selected → %i', (rounds, selected, expected) => {
    expect(categoriesStillNeeded(stateWith(rounds, selected))).toBe(expected);
  });
});
