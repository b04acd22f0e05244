// SPEC §3 User settings and §9 constants: the generator preferences, their defaults and their
// schemas, written once here (issue 14) for the API contracts, the client's storage and the checks.
import * as z from 'zod/mini';
import {
  AGE_RANGES,
  DEFAULT_AGE_RANGE,
  DEFAULT_RANDOMNESS_LEVEL,
  RANDOMNESS_LEVELS,
} from './setting-values';

export {
  AGE_RANGES,
  DEFAULT_AGE_RANGE,
  DEFAULT_RANDOMNESS_LEVEL,
  isAgeRange,
  isRandomnessLevel,
  RANDOMNESS_LEVELS,
  type AgeRange,
  type RandomnessLevel,
} from './setting-values';

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
