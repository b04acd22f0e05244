import { describe, expect, it } from 'vitest';
import type { CategoryId } from './categories';
import { setRounds, setTimerMinutes } from './setup';
import { createInitialState } from './state';
import { deepFreeze, unwrap } from './test-helpers';

describe('setRounds (SPEC §5 Rounds 1 to 10)', () => {
  it.each([
    [1, true],
    [3, true],
    [10, true],
    [0, false],
    [11, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%d rounds → accepted: %s', (rounds, accepted) => {
    const result = setRounds(createInitialState(), rounds);
    expect(result.ok).toBe(accepted);
    if (result.ok) expect(result.value.rounds).toBe(rounds);
    else expect(result.error.code).toBe('rounds-out-of-range');
  });

  it('cuts the selected categories to the new, lower round count (SPEC §4)', () => {
    const selectedCategories: CategoryId[] = ['awkward', 'sports', 'dating', 'guilty'];
    const state = deepFreeze({ ...createInitialState(), rounds: 4, selectedCategories });
    expect(unwrap(setRounds(state, 2)).selectedCategories).toEqual(['awkward', 'sports']);
  });

  it('keeps the selection when raising the round count', () => {
    const selectedCategories: CategoryId[] = ['awkward', 'sports'];
    const state = deepFreeze({ ...createInitialState(), rounds: 2, selectedCategories });
    expect(unwrap(setRounds(state, 5)).selectedCategories).toEqual(['awkward', 'sports']);
  });
});

describe('setTimerMinutes (SPEC §5 Discussion time 3 to 10)', () => {
  it.each([
    [3, true],
    [5, true],
    [10, true],
    [2, false],
    [11, false],
    [4.5, false],
  ])('%d minutes → accepted: %s', (minutes, accepted) => {
    const result = setTimerMinutes(createInitialState(), minutes);
    expect(result.ok).toBe(accepted);
    if (result.ok) expect(result.value.timerMinutes).toBe(minutes);
    else expect(result.error.code).toBe('timer-out-of-range');
  });
});
