import { describe, expect, it } from 'vitest';
import { DEFAULT_GENERATOR_SETTINGS, isAgeRange, isRandomnessLevel } from './settings';

describe('generator settings (SPEC §3 User settings)', () => {
  it('defaults to randomness 50 and young-adults', () => {
    expect(DEFAULT_GENERATOR_SETTINGS).toEqual({ randomnessLevel: 50, ageRange: 'young-adults' });
  });

  it.each([
    [10, true],
    [90, true],
    [50, true],
    [40, false],
    ['50', false],
    [null, false],
  ])('isRandomnessLevel(%j) → %s', (value, expected) => {
    expect(isRandomnessLevel(value)).toBe(expected);
  });

  it.each([
    ['teens', true],
    ['mature-adults', true],
    ['kids', false],
    [1, false],
  ])('isAgeRange(%j) → %s', (value, expected) => {
    expect(isAgeRange(value)).toBe(expected);
  });
});
