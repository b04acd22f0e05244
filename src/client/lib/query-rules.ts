// SPEC §8 retry rules and §9 freshness, without TanStack Query (issue 22): the QueryClient
// (query-client.ts) is configured with them, and the calls made without it (the current user, the
// account menu's logout) follow the same rules.
import { statusOf, UnreadableAnswerError } from './api';

/** Data stays fresh for 5 minutes (SPEC §9). */
export const STALE_TIME_MS = 5 * 60 * 1000;

/**
 * Queries: never retried on a 401 or 403 answer (SPEC §8), otherwise retried while the failure
 * count is below 2. The status is the ApiError's, never read out of a message.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403) return false;
  return failureCount < 2;
}

/**
 * Mutations: never retried on a 400, 401 or 403 answer (SPEC §8), nor after an OK answer that was
 * not understood (the server did the write: a retry would do it twice); otherwise retried while
 * the failure count is below 1.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 400 || status === 401 || status === 403) return false;
  if (error instanceof UnreadableAnswerError) return false;
  return failureCount < 1;
}

/** TanStack Query's default wait before retry n (from 0): 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
