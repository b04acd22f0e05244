import { describe, expect, it } from 'vitest';
import {
  AgeRangeSchema,
  DEFAULT_GENERATOR_SETTINGS,
  GeneratorSettingsSchema,
  isAgeRange,
  isRandomnessLevel,
  RandomnessLevelSchema,
} from './settings';

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

  it.each([
    [10, true],
    [90, true],
    [40, false],
    ['50', false],
    [null, false],
  ])('RandomnessLevelSchema accepts %j: %s (the same levels as isRandomnessLevel)', (value, ok) => {
    expect(RandomnessLevelSchema.safeParse(value).success).toBe(ok);
    expect(isRandomnessLevel(value)).toBe(ok);
  });

  it.each([
    ['teens', true],
    ['adults', true],
    ['kids', false],
    ['Teens', false],
  ])('AgeRangeSchema accepts %j: %s (the same ranges as isAgeRange)', (value, ok) => {
    expect(AgeRangeSchema.safeParse(value).success).toBe(ok);
    expect(isAgeRange(value)).toBe(ok);
  });

  it('GeneratorSettingsSchema keeps the two preferences, drops anything else, needs both', () => {
    expect(
      GeneratorSettingsSchema.parse({ randomnessLevel: 30, ageRange: 'teens', username: 'ann' }),
    ).toEqual({ randomnessLevel: 30, ageRange: 'teens' });
    expect(GeneratorSettingsSchema.safeParse({ randomnessLevel: 30 }).success).toBe(false);
    expect(GeneratorSettingsSchema.safeParse(DEFAULT_GENERATOR_SETTINGS).success).toBe(true);
  });
});
