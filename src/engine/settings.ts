// SPEC §3 User settings and §9 constants: the generator preferences and their defaults.

export const RANDOMNESS_LEVELS = [10, 30, 50, 70, 90] as const;
export type RandomnessLevel = (typeof RANDOMNESS_LEVELS)[number];
export const DEFAULT_RANDOMNESS_LEVEL: RandomnessLevel = 50;

export const AGE_RANGES = ['teens', 'young-adults', 'adults', 'mature-adults'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const DEFAULT_AGE_RANGE: AgeRange = 'young-adults';

export interface GeneratorSettings {
  readonly randomnessLevel: RandomnessLevel;
  readonly ageRange: AgeRange;
}

export const DEFAULT_GENERATOR_SETTINGS: GeneratorSettings = {
  randomnessLevel: DEFAULT_RANDOMNESS_LEVEL,
  ageRange: DEFAULT_AGE_RANGE,
};

export function isRandomnessLevel(value: unknown): value is RandomnessLevel {
  return RANDOMNESS_LEVELS.includes(value as RandomnessLevel);
}

export function isAgeRange(value: unknown): value is AgeRange {
  return AGE_RANGES.includes(value as AgeRange);
}
