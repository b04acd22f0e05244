// SPEC §8 retry rules and §9 cache rules, as the app's single QueryClient.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Data stays fresh for 5 minutes (SPEC §9). */
export const STALE_TIME_MS = 5 * 60 * 1000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Queries: never retried on 401 or 403, otherwise retried while the failure count is below 2. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const message = messageOf(error);
  if (message.includes('401') || message.includes('403')) return false;
  return failureCount < 2;
}

/** Mutations: never retried on 400, 401 or 403, otherwise retried while the failure count is below 1. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const message = messageOf(error);
  if (message.includes('400') || message.includes('401') || message.includes('403')) return false;
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
