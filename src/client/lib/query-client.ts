// SPEC §8 retry rules and §9 cache rules, as the app's single QueryClient.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn, statusOf, UnreadableAnswerError } from './api';

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

/** A QueryClient configured with the SPEC rules (a fresh one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: shouldRetryQuery,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: shouldRetryMutation,
      },
    },
  });
}

/** The app's QueryClient. */
export const queryClient = createQueryClient();
