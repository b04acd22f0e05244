// SPEC §4 "Settings source for generation": stored user data if present, else local game
// settings, else defaults. SPEC §3: gameSettings holds the guest's preferences on this device;
// authUserData caches the signed-in user (with their saved preferences). gameSettings also keeps the
// ids of this device's last fakes (no text), so the same fake is not dealt again soon (issue 12).
import * as z from 'zod/mini';
import {
  DEFAULT_GENERATOR_SETTINGS,
  GeneratorSettingsSchema,
  type GeneratorSettings,
} from '../../engine/settings';
import { isCorpusId, RECENT_FAKES_KEPT } from '../../generator/corpus-id';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * The settings the next fake is generated with. The stored objects hold more (a cached user's name,
 * this device's recent fakes): the schema keeps the two preferences only.
 */
export function readGeneratorSettings(): GeneratorSettings {
  const stored = z.nullable(GeneratorSettingsSchema);
  return (
    readJson(STORAGE_KEYS.authUserData, stored, null) ??
    readJson(STORAGE_KEYS.gameSettings, stored, null) ??
    DEFAULT_GENERATOR_SETTINGS
  );
}

/** Whatever gameSettings holds, as an object (so one field can change without losing the others). */
function storedObject(): Record<string, unknown> {
  const raw = readJson<unknown>(
    STORAGE_KEYS.gameSettings,
    { safeParse: (data) => ({ success: true, data }) },
    null,
  );
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : {};
}

/** The guest's preferences, saved on this device only; false when storage refused them. */
export function saveLocalGeneratorSettings(settings: GeneratorSettings): boolean {
  return writeJson(STORAGE_KEYS.gameSettings, {
    ...storedObject(),
    randomnessLevel: settings.randomnessLevel,
    ageRange: settings.ageRange,
  });
}

/** The list, kept for this page, while storage refuses to save it (private mode, full storage). */
let unsaved: string[] | null = null;

/** The corpus ids of this device's last fakes, oldest first (at most RECENT_FAKES_KEPT). */
export function readRecentFakes(): string[] {
  if (unsaved) return unsaved;
  const stored = storedObject().recentFakes;
  return (Array.isArray(stored) ? stored.filter(isCorpusId) : []).slice(-RECENT_FAKES_KEPT);
}

/** Remembers one more fake dealt on this device; the oldest beyond RECENT_FAKES_KEPT are forgotten. */
export function rememberFake(id: string): void {
  if (!isCorpusId(id)) return;
  const ids = [...readRecentFakes().filter((known) => known !== id), id].slice(-RECENT_FAKES_KEPT);
  unsaved = writeJson(STORAGE_KEYS.gameSettings, { ...storedObject(), recentFakes: ids })
    ? null
    : ids;
}
