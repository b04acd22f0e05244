import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  shouldRetryMutation,
  shouldRetryQuery,
  STALE_TIME_MS,
} from './query-client';

const err = (message: string) => new Error(message);

describe('shouldRetryQuery (SPEC §8)', () => {
  it.each([
    ['401: Unauthorized', 0, false],
    ['403: Forbidden', 0, false],
    ['403: Forbidden', 1, false],
    ['404: Not Found', 0, true],
    ['500: boom', 1, true],
    ['500: boom', 2, false],
    ['Failed to fetch', 0, true],
    ['Failed to fetch', 1, true],
    ['Failed to fetch', 2, false],
    ['400: bad input', 1, true],
  ])('%s after %i failures → retry %s', (message, failures, expected) => {
    expect(shouldRetryQuery(failures, err(message))).toBe(expected);
  });
});

describe('shouldRetryMutation (SPEC §8)', () => {
  it.each([
    ['400: bad input', 0, false],
    ['401: Unauthorized', 0, false],
    ['403: Forbidden', 0, false],
    ['409: Conflict', 0, true],
    ['409: Conflict', 1, false],
    ['500: boom', 0, true],
    ['500: boom', 1, false],
    ['Failed to fetch', 0, true],
  ])('%s after %i failures → retry %s', (message, failures, expected) => {
    expect(shouldRetryMutation(failures, err(message))).toBe(expected);
  });

  it('reads the message of non-Error values too', () => {
    expect(shouldRetryMutation(0, '401: Unauthorized')).toBe(false);
    expect(shouldRetryQuery(0, '403: Forbidden')).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('uses the SPEC cache and retry rules', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: shouldRetryQuery,
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(STALE_TIME_MS).toBe(300_000);
    expect(mutations?.retry).toBe(shouldRetryMutation);
  });
});
