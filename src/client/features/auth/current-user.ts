// SPEC §6–§7: GET /api/user is the current user, null on 401. Any other failure (the server is
// down, the route is missing, an answer that is not a user) is shown as signed out too: the game
// never waits on accounts. SPEC §9: the answer is fresh for 5 minutes; a screen that needs the user
// after that reads it again, and a failed read is tried again by the next screen that needs it
// (never retried at once: signed out is a safe answer).
// A small store of its own (issue 22), not TanStack Query: the home screen reads the user at boot,
// and neither TanStack Query nor zod is part of its first load. The answer is checked by readUser
// (shared/api/session-reads.ts), which a test holds to the one User schema's verdicts.
// SPEC §3/§4: authUserData in local storage caches the signed-in user (login, register and settings
// updates set it; logout clears it). It holds the six public user fields, never anything secret.
import { useEffect, useSyncExternalStore } from 'react';
import { CURRENT_USER_PATH, readUser } from '../../../shared/api/session-reads';
import type { User } from '../../../shared/api/user';
import { throwIfResNotOk, UnreadableAnswerError } from '../../lib/api';
import { STALE_TIME_MS } from '../../lib/query-rules';
import { readJson, removeItem, STORAGE_KEYS, writeJson, type Parser } from '../../lib/storage';

export interface CurrentUser {
  /** The signed-in user; null when signed out, or while no answer has come. */
  readonly user: User | null;
  /** True until the first answer (or failure) of GET /api/user. */
  readonly isPending: boolean;
}

const UserParser: Parser<User> = {
  safeParse(input) {
    const user = readUser(input);
    return user ? { success: true, data: user } : { success: false };
  },
};

const PENDING: CurrentUser = { user: null, isPending: true };
let current: CurrentUser = PENDING;
/** When the last answer came (ms); -Infinity: never, or the last read failed. */
let answeredAt = -Infinity;
let reading: Promise<void> | null = null;
/** Bumped by every write (login, logout, reset): a read sent before it is not applied. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: CurrentUser): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): CurrentUser {
  return current;
}

/** GET /api/user (with cookies): the user, null on 401; throws for any other failure. */
async function fetchCurrentUser(): Promise<User | null> {
  const res = await fetch(CURRENT_USER_PATH, { method: 'GET', credentials: 'include' });
  if (res.status === 401) {
    // Read to its end: a body left unread keeps the request open (Lighthouse waited 45 s for it).
    await res.text().catch(() => '');
    return null;
  }
  await throwIfResNotOk(res);
  let user: User | null;
  try {
    user = readUser(await res.json());
  } catch {
    throw new UnreadableAnswerError();
  }
  if (!user) throw new UnreadableAnswerError();
  return user;
}

/** Reads GET /api/user once (a read already on its way is shared). */
export function refreshCurrentUser(): Promise<void> {
  if (reading) return reading;
  const sent = generation;
  const read = fetchCurrentUser().then(
    (user) => {
      if (sent !== generation) return;
      answeredAt = Date.now();
      publish({ user, isPending: false });
      // The server's answer is the truth: a user refreshes the cache, and a 401 (a session that
      // expired or ended elsewhere) clears it so the generator stops using the old account's
      // settings.
      if (user) cacheUser(user);
      else removeItem(STORAGE_KEYS.authUserData);
    },
    () => {
      if (sent !== generation) return;
      // A failed read leaves the cache alone and shows what was known (signed out at first).
      answeredAt = -Infinity;
      publish({ user: current.user, isPending: false });
    },
  );
  const tracked: Promise<void> = read.finally(() => {
    if (reading === tracked) reading = null;
  });
  reading = tracked;
  return tracked;
}

/**
 * Caches the user in local storage (authUserData): the public user fields only, as every user the
 * client holds was read by readUser or the User schema, which drop any other field of an answer.
 */
export function cacheUser(user: User): void {
  writeJson(STORAGE_KEYS.authUserData, user);
}

/** True when this device has a cached signed-in user (authUserData holds a user). */
export function hasCachedUser(): boolean {
  return readJson<User | null>(STORAGE_KEYS.authUserData, UserParser, null) !== null;
}

/** The current user as the screens see it now. */
export function currentUserNow(): CurrentUser {
  return current;
}

function settle(user: User | null): void {
  generation++;
  answeredAt = Date.now();
  publish({ user, isPending: false });
}

/** After login, register or a settings update: the user everywhere the client keeps it. */
export function rememberUser(user: User): void {
  settle(user);
  cacheUser(user);
}

/** After logout (or a session the server no longer knows): no user anywhere. */
export function forgetUser(): void {
  settle(null);
  removeItem(STORAGE_KEYS.authUserData);
}

/** Back to a page load's state: nothing known, nothing on its way (each test starts here). */
export function resetCurrentUser(): void {
  generation++;
  answeredAt = -Infinity;
  reading = null;
  current = PENDING;
}

/** The current user; reads GET /api/user when nothing fresh is known (SPEC §9: 5 minutes). */
export function useCurrentUser(): CurrentUser {
  const user = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (Date.now() - answeredAt >= STALE_TIME_MS) void refreshCurrentUser();
  }, []);
  return user;
}
