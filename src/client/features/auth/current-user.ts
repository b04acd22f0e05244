// SPEC §6–§7: GET /api/user is the current user, null on 401. Any other failure (the server is
// down, the route is missing) is shown as signed out too: the game never waits on accounts.
// The check is hand-written rather than a zod schema to keep zod out of the home screen's chunk.
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api';

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

export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<unknown>({ on401: 'returnNull' }),
    select: toCurrentUser,
    // Signed out is a safe answer: show it at once instead of retrying for seconds.
    retry: false,
  });
  return { user: query.data ?? null, isPending: query.isPending };
}
