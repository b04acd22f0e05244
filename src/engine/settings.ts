// SPEC §3 User settings and §9 constants: the generator preferences, their defaults and their
// schemas, written once here (issue 14) for the API contracts, the client's storage and the checks.
import * as z from 'zod/mini';

export const RANDOMNESS_LEVELS = [10, 30, 50, 70, 90] as const;
export type RandomnessLevel = (typeof RANDOMNESS_LEVELS)[number];
export const DEFAULT_RANDOMNESS_LEVEL: RandomnessLevel = 50;

export const AGE_RANGES = ['teens', 'young-adults', 'adults', 'mature-adults'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const DEFAULT_AGE_RANGE: AgeRange = 'young-adults';

/** One of RANDOMNESS_LEVELS. */
export const RandomnessLevelSchema = z.union(RANDOMNESS_LEVELS.map((level) => z.literal(level)));
/** One of AGE_RANGES. */
export const AgeRangeSchema = z.enum(AGE_RANGES);

/** The two preferences a fake is generated with (extra fields, when parsing, are dropped). */
export const GeneratorSettingsSchema = z.object({
  randomnessLevel: RandomnessLevelSchema,
  ageRange: AgeRangeSchema,
});
export type GeneratorSettings = Readonly<z.infer<typeof GeneratorSettingsSchema>>;

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
