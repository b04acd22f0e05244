// SPEC §3 User settings and §9 constants: the generator preferences' values and defaults, without
// their schemas (settings.ts), so the home screen can check a signed-in user's answer without
// loading zod (issue 22). settings.ts re-exports all of it.

export const RANDOMNESS_LEVELS = [10, 30, 50, 70, 90] as const;
export type RandomnessLevel = (typeof RANDOMNESS_LEVELS)[number];
export const DEFAULT_RANDOMNESS_LEVEL: RandomnessLevel = 50;

export const AGE_RANGES = ['teens', 'young-adults', 'adults', 'mature-adults'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const DEFAULT_AGE_RANGE: AgeRange = 'young-adults';

export function isRandomnessLevel(value: unknown): value is RandomnessLevel {
  return RANDOMNESS_LEVELS.includes(value as RandomnessLevel);
}

export function isAgeRange(value: unknown): value is AgeRange {
  return AGE_RANGES.includes(value as AgeRange);
}
