// SPEC §3 local storage keys. Every helper swallows storage failures (private mode, disabled
// storage, quota, corrupt JSON): losing a saved preference must never break the game.

export const STORAGE_KEYS = {
  gameSettings: 'gameSettings',
  authUserData: 'authUserData',
  cookieConsent: 'cookieConsent',
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
  try {
    const raw = store()?.getItem(key);
    if (raw == null) return fallback;
    const result = parser.safeParse(JSON.parse(raw));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON; false when it could not be saved. */
export function writeJson(key: StorageKey, value: unknown): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, JSON.stringify(value));
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
