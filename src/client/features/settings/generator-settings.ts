// SPEC §4 "Settings source for generation": stored user data if present, else local game
// settings, else defaults. SPEC §3: gameSettings holds the guest's preferences on this device;
// authUserData caches the signed-in user (with their saved preferences).
import * as z from 'zod/mini';
import {
  AGE_RANGES,
  DEFAULT_GENERATOR_SETTINGS,
  RANDOMNESS_LEVELS,
  type GeneratorSettings,
} from '../../../engine/settings';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

const randomnessLevel = z.union(RANDOMNESS_LEVELS.map((level) => z.literal(level)));
const ageRange = z.enum(AGE_RANGES);

/** The generator preferences as stored (extra fields, such as a cached user's name, are ignored). */
const StoredSettings = z.object({ randomnessLevel, ageRange });

/** The settings the next fake is generated with. */
export function readGeneratorSettings(): GeneratorSettings {
  const fromUser = readJson(STORAGE_KEYS.authUserData, z.nullable(StoredSettings), null);
  if (fromUser) return { randomnessLevel: fromUser.randomnessLevel, ageRange: fromUser.ageRange };
  const local = readJson(STORAGE_KEYS.gameSettings, z.nullable(StoredSettings), null);
  if (local) return { randomnessLevel: local.randomnessLevel, ageRange: local.ageRange };
  return DEFAULT_GENERATOR_SETTINGS;
}

/** The guest's preferences, saved on this device only; false when storage refused them. */
export function saveLocalGeneratorSettings(settings: GeneratorSettings): boolean {
  return writeJson(STORAGE_KEYS.gameSettings, {
    randomnessLevel: settings.randomnessLevel,
    ageRange: settings.ageRange,
  });
}
