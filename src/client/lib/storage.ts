// The one door to local storage (issue 23): SPEC §3's three keys and the app's own five, each
// read and written here only. Every helper swallows storage failures (private mode, disabled
// storage, quota, corrupt JSON): losing a saved preference must never break the game. A key that
// holds structured data is parsed by its owner's versioned parser (the game save, the hall of
// fame) or by a schema (readJson).

export const STORAGE_KEYS = {
  // SPEC §3
  gameSettings: 'gameSettings',
  authUserData: 'authUserData',
  cookieConsent: 'cookieConsent',
  // the game in play, versioned (features/game/game-session.ts)
  game: 'fakeoutGame',
  // an unfinished game set aside by the home screen (features/game/suspended-game.ts)
  suspendedGame: 'fakeoutSuspendedGame',
  // the group's hall of fame, versioned (engine/hall-of-fame.ts)
  hallOfFame: 'fakeoutHallOfFame',
  // '1' when this device muted the discussion's time's-up sound and buzz (features/game/times-up.ts)
  timesUpMuted: 'fakeoutTimesUpMuted',
  // the group's own categories on this device, versioned (features/game/custom-categories-storage.ts)
  customCategories: 'fakeoutCustomCategories',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Anything with zod's `safeParse` shape (zod/mini schemas included). */
export interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // reading localStorage itself throws when storage is disabled
  }
}

/** The stored JSON under `key` if it parses and validates, else `fallback`. */
export function readJson<T>(key: StorageKey, parser: Parser<T>, fallback: T): T {
  const raw = readText(key);
  if (raw === null) return fallback;
  try {
    const result = parser.safeParse(JSON.parse(raw));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON; false when it could not be saved. */
export function writeJson(key: StorageKey, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

/** The text stored under `key`, or null (nothing stored, or storage refused). */
export function readText(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key`; false when it could not be saved. */
export function writeText(key: StorageKey, text: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Removes one key. */
export function removeItem(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Clears all local storage of this site ("Start Fresh", SPEC §2). */
export function clearAll(): void {
  try {
    store()?.clear();
  } catch {
    // nothing to do
  }
}
