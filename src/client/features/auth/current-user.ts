// SPEC §6–§7: GET /api/user is the current user, null on 401, read through its endpoint
// (shared/api/user.ts: the one User schema, which checks the answer). Any other failure (the server
// is down, the route is missing, an answer that is not a user) is shown as signed out too: the game
// never waits on accounts. user.ts is the only schema file the home screen loads for this.
// SPEC §3/§4: authUserData in local storage caches the signed-in user (login, register and settings
// updates set it; logout clears it). It holds the six public user fields, never anything secret.
import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { currentUser, User } from '../../../shared/api/user';
import { queryFnFor } from '../../lib/api';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '../../lib/storage';

export const CURRENT_USER_QUERY_KEY = [currentUser.path] as const;

/**
 * Caches the user in local storage (authUserData): the public user fields only, as every user the
 * client holds was parsed by the User schema, which drops any other field of an answer.
 */
export function cacheUser(user: User): void {
  writeJson(STORAGE_KEYS.authUserData, user);
}

/** True when this device has a cached signed-in user (authUserData holds a user). */
export function hasCachedUser(): boolean {
  return readJson(STORAGE_KEYS.authUserData, User, null) !== null;
}

/** After login, register or a settings update: the user everywhere the client keeps it. */
export function rememberUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  cacheUser(user);
}

/** After logout (or a session the server no longer knows): no user anywhere. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
  removeItem(STORAGE_KEYS.authUserData);
}

export function useCurrentUser(): { user: User | null; isPending: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: queryFnFor(currentUser, { on401: 'returnNull' }),
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
