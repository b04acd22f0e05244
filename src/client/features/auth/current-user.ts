// SPEC §6–§7: GET /api/user is the current user, null on 401. Any other failure (the server is
// down, the route is missing) is shown as signed out too: the game never waits on accounts.
// The check is hand-written rather than a zod schema to keep zod out of the home screen's chunk.
// SPEC §3/§4: authUserData in local storage caches the signed-in user (login, register and settings
// updates set it; logout clears it). It holds the six public user fields, never anything secret.
import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '../../lib/storage';

export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;

/** The user fields the client shows (SPEC §3 User); further fields are ignored. */
export interface CurrentUser {
  username: string;
  email?: string;
  randomnessLevel?: number;
  ageRange?: string;
  isAdmin?: boolean;
  isPremium?: boolean;
}

/** The answer of GET /api/user as a user, or null when it is not one. */
export function toCurrentUser(data: unknown): CurrentUser | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const { username } = record;
  if (typeof username !== 'string' || username === '') return null;
  const user: CurrentUser = {
    username,
    isAdmin: record.isAdmin === true,
    isPremium: record.isPremium === true,
  };
  if (typeof record.email === 'string') user.email = record.email;
  if (typeof record.randomnessLevel === 'number') user.randomnessLevel = record.randomnessLevel;
  if (typeof record.ageRange === 'string') user.ageRange = record.ageRange;
  return user;
}

/** Caches the user in local storage (authUserData): the public user fields only. */
export function cacheUser(user: CurrentUser): void {
  writeJson(STORAGE_KEYS.authUserData, {
    username: user.username,
    email: user.email,
    randomnessLevel: user.randomnessLevel,
    ageRange: user.ageRange,
    isAdmin: user.isAdmin === true,
    isPremium: user.isPremium === true,
  });
}

/** True when this device has a cached signed-in user (authUserData holds a user). */
export function hasCachedUser(): boolean {
  return readJson(STORAGE_KEYS.authUserData, { safeParse: cachedUserParse }, null) !== null;
}

function cachedUserParse(data: unknown) {
  const user = toCurrentUser(data);
  return user ? { success: true as const, data: user } : { success: false as const };
}

/** After login, register or a settings update: the user everywhere the client keeps it. */
export function rememberUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  cacheUser(user);
}

/** After logout (or a session the server no longer knows): no user anywhere. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
  removeItem(STORAGE_KEYS.authUserData);
}

export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<unknown>({ on401: 'returnNull' }),
    select: toCurrentUser,
    // Signed out is a safe answer: show it at once instead of retrying for seconds.
    retry: false,
  });
  const user = query.data ?? null;
  const known = query.isSuccess;
  // The server's answer is the truth: a fresh user refreshes the cache, and a 401 (a session that
  // expired or ended elsewhere) clears it so the generator stops using the old account's settings.
  // A failed read (server down) leaves the cache alone.
  useEffect(() => {
    if (!known) return;
    if (user) cacheUser(user);
    else removeItem(STORAGE_KEYS.authUserData);
  }, [known, user]);
  return { user, isPending: query.isPending };
}
