// TanStack Query for the screens that use it (issue 22): the account forms, settings, the admin
// dashboard. No provider sits at the root of the app, so the first screen never loads TanStack
// Query; these hooks use the app's QueryClient (query-client.ts: SPEC §8 retries, §9 freshness), or
// the client of a surrounding QueryClientProvider (tests give each render a fresh one).
import { useContext } from 'react';
import {
  QueryClientContext,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';

/** The QueryClient of a surrounding provider, else the app's. */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient;
}

export function useAppQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery(options, useAppQueryClient());
}

export function useAppMutation<TData = unknown, TError = DefaultError, TVariables = void>(
  options: UseMutationOptions<TData, TError, TVariables>,
): UseMutationResult<TData, TError, TVariables> {
  return useMutation(options, useAppQueryClient());
}
