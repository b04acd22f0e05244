import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  shouldRetryMutation,
  shouldRetryQuery,
  STALE_TIME_MS,
} from './query-client';
import { ApiError, UnreadableAnswerError } from './api';

/** The ApiError of an answer with this status (its message as SPEC §8 builds it). */
const answer = (status: number) => new ApiError(status, 'nope', `${status}: {"message":"nope"}`);

describe('shouldRetryQuery (SPEC §8)', () => {
  it.each([
    [answer(401), 0, false],
    [answer(403), 0, false],
    [answer(403), 1, false],
    [answer(404), 0, true],
    [answer(500), 1, true],
    [answer(500), 2, false],
    [new TypeError('Failed to fetch'), 0, true],
    [new TypeError('Failed to fetch'), 1, true],
    [new TypeError('Failed to fetch'), 2, false],
    [answer(400), 1, true],
  ])('%s after %i failures → retry %s', (error, failures, expected) => {
    expect(shouldRetryQuery(failures, error)).toBe(expected);
  });
});

describe('shouldRetryMutation (SPEC §8)', () => {
  it.each([
    [answer(400), 0, false],
    [answer(401), 0, false],
    [answer(403), 0, false],
    [answer(409), 0, true],
    [answer(409), 1, false],
    [answer(500), 0, true],
    [answer(500), 1, false],
    [new TypeError('Failed to fetch'), 0, true],
    // the server did the write but its answer did not fit: a retry would do it twice
    [new UnreadableAnswerError(), 0, false],
  ])('%s after %i failures → retry %s', (error, failures, expected) => {
    expect(shouldRetryMutation(failures, error)).toBe(expected);
  });
});

describe('the status decides, never the text of a message', () => {
  it('retries a server error whose body mentions 401, and an Error that only says 403', () => {
    const mentions = new ApiError(500, 'upstream said 401', '500: {"message":"upstream said 401"}');
    expect(shouldRetryQuery(0, mentions)).toBe(true);
    expect(shouldRetryMutation(0, mentions)).toBe(true);
    expect(shouldRetryQuery(0, new Error('403: Forbidden'))).toBe(true);
    expect(shouldRetryMutation(0, '400: bad input')).toBe(true);
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
