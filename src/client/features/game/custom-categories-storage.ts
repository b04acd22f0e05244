// Issue 24: the group's own categories on this device (decision 021), under one versioned key:
// `fakeoutCustomCategories` = { version: 1, categories, unsynced?, deleted? }. Read defensively:
// anything unreadable is an empty list, a bad entry is dropped, never a crash. `unsynced` and
// `deleted` are the ids whose change a signed-in user's account has not taken yet (made offline);
// they are sent again the next time the list loads signed in. Kept without functional-cookie
// consent, like the game save: the player asked for it to be saved (decision 021).
import {
  CustomCategorySchema,
  isCustomCategoryId,
  MAX_CUSTOM_CATEGORIES,
  type CustomCategory,
} from '../../../engine';
import { readText, STORAGE_KEYS, writeText } from '../../lib/storage';

export const DEVICE_CATEGORIES_VERSION = 1;

export interface DeviceCategories {
  categories: CustomCategory[];
  /** Ids created or changed here that the account has not taken yet. */
  unsynced: string[];
  /** Ids deleted here that the account may still hold. */
  deleted: string[];
}

export const emptyDeviceCategories = (): DeviceCategories => ({
  categories: [],
  unsynced: [],
  deleted: [],
});

const idList = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.filter((id): id is string => typeof id === 'string' && isCustomCategoryId(id)),
        ),
      ]
    : [];

/** The categories of a list, each valid one once (the first of an id), at most 50. */
export function cleanCategories(list: readonly unknown[]): CustomCategory[] {
  const seen = new Set<string>();
  const kept: CustomCategory[] = [];
  for (const item of list) {
    const parsed = CustomCategorySchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    kept.push(parsed.data);
  }
  return kept.slice(0, MAX_CUSTOM_CATEGORIES);
}

/** Parses the stored text; an empty list for anything it cannot read (or a newer version). */
export function parseDeviceCategories(raw: string | null): DeviceCategories {
  if (raw === null) return emptyDeviceCategories();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyDeviceCategories();
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return emptyDeviceCategories();
  const record = data as Record<string, unknown>;
  if (record.version !== DEVICE_CATEGORIES_VERSION || !Array.isArray(record.categories))
    return emptyDeviceCategories();
  return {
    categories: cleanCategories(record.categories),
    unsynced: idList(record.unsynced),
    deleted: idList(record.deleted),
  };
}

export function readDeviceCategories(): DeviceCategories {
  return parseDeviceCategories(readText(STORAGE_KEYS.customCategories));
}

/** Saves the list; false when storage refused it (the list still works for this page). */
export function writeDeviceCategories(device: DeviceCategories): boolean {
  return writeText(
    STORAGE_KEYS.customCategories,
    JSON.stringify({ version: DEVICE_CATEGORIES_VERSION, ...device }),
  );
}
