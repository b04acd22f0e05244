// SPEC §8 retry rules and §9 cache rules, as the app's single QueryClient. It is not at the root of
// the app (issue 22): the screens that use queries or mutations reach it through app-query.ts, so
// TanStack Query loads with them and not with the first screen.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { shouldRetryMutation, shouldRetryQuery, STALE_TIME_MS } from './query-rules';

export { shouldRetryMutation, shouldRetryQuery, STALE_TIME_MS } from './query-rules';

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
