import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adminStats } from '../../shared/api/admin';
import { trackGameStart } from '../../shared/api/analytics';
import { login, logout, register, securityQuestions } from '../../shared/api/auth';
import { currentUser } from '../../shared/api/user';
import { SAM } from '../test/users';
import { createGame } from '../../shared/api/games';
import { ApiError, call, getQueryFn, queryFnFor, statusOf, UnreadableAnswerError } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const GAME = {
  id: '3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
  created_at: '2026-01-01T10:00:00.000Z',
  rounds_count: 3,
  timer_minutes: 5,
  selected_categories: ['awkward'],
  player_count: null,
  completed: false,
  completed_at: null,
  duration_minutes: null,
};
const NEW_GAME = { rounds_count: 3, timer_minutes: 5, selected_categories: ['awkward' as const] };

describe('call', () => {
  it("sends the endpoint's method and path with the body as JSON and cookies", async () => {
    const fetchMock = stubFetch(Response.json(GAME, { status: 201 }));
    await expect(call(createGame, NEW_GAME)).resolves.toEqual(GAME);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/games');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(NEW_GAME),
    });
  });

  it('sends no body and no Content-Type for a call without one, and reads no 204 body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(call(logout)).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(init!.body).toBeUndefined();
    expect(init!.headers).toEqual({});
    expect(init!.credentials).toBe('include');
  });

  it('fills in and percent-encodes path parameters', async () => {
    const questions = { question1: 'a?', question2: 'b?' };
    const fetchMock = stubFetch(Response.json(questions));
    await expect(call(securityQuestions, { username: 'sam/../x y' })).resolves.toEqual(questions);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/security-questions/sam%2F..%2Fx%20y');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET' });
  });

  it('parses the answer with the response schema (unknown fields are dropped)', async () => {
    stubFetch(Response.json({ ...GAME, secret: 'x' }, { status: 201 }));
    const record = await call(createGame, NEW_GAME);
    expect(record).not.toHaveProperty('secret');
  });

  it('rejects an OK answer that does not fit the response schema', async () => {
    stubFetch(Response.json({ id: 'not-a-uuid' }, { status: 201 }));
    await expect(call(createGame, NEW_GAME)).rejects.toBeInstanceOf(UnreadableAnswerError);
    stubFetch(new Response('<html>', { status: 200 }));
    await expect(call(createGame, NEW_GAME)).rejects.toThrow(
      'the server answer was not understood',
    );
  });

  it('turns a non-OK answer into an ApiError with the status and the server message', async () => {
    stubFetch(
      new Response('{"message":"Invalid email or password"}', {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );
    const error = await call(login, { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
      // SPEC §8: the generic message is "<status>: <body text>"
      message: '401: {"message":"Invalid email or password"}',
    });
    expect(statusOf(error)).toBe(401);
  });

  it('has no server message when the body is not `{ message }`, and falls back to the status text', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const empty = await call(trackGameStart, {
      playerCount: 3,
      rounds: 1,
      categories: ['awkward'],
    }).catch((e: unknown) => e);
    expect(empty).toMatchObject({
      status: 503,
      serverMessage: undefined,
      message: '503: Service Unavailable',
    });

    stubFetch(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const html = await call(logout).catch((e: unknown) => e);
    expect(html).toMatchObject({ status: 502, serverMessage: undefined });

    stubFetch(new Response('{"message":42}', { status: 500 }));
    expect(await call(logout).catch((e: unknown) => e)).toMatchObject({ serverMessage: undefined });
  });

  it('reads a refused field from the error body as data, never from the text', async () => {
    const body = { message: 'This password is too common', field: 'password' };
    stubFetch(Response.json(body, { status: 400 }));
    const registration = {
      username: 'sam',
      email: 'sam@example.com',
      password: 'qwerty123',
      securityQuestion1: 'first-pet' as const,
      securityAnswer1: 'rex',
      securityQuestion2: 'first-car' as const,
      securityAnswer2: 'mini',
    };
    const refused = await call(register, registration).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 400,
      serverMessage: 'This password is too common',
      field: 'password',
      message: `400: ${JSON.stringify(body)}`,
    });

    // a message that merely looks like "field: why" names no field, and is shown as it is
    stubFetch(Response.json({ message: 'password: too common' }, { status: 400 }));
    const text = await call(register, registration).catch((e: unknown) => e);
    expect(text).toMatchObject({ serverMessage: 'password: too common', field: undefined });

    stubFetch(Response.json({ message: 'Bad', field: 7 }, { status: 400 }));
    expect(await call(logout).catch((e: unknown) => e)).toMatchObject({
      serverMessage: 'Bad',
      field: undefined,
    });
  });

  it('lets a network failure through as it is (no status)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    const error = await call(logout).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(statusOf(error)).toBeUndefined();
  });
});

describe('statusOf', () => {
  it('reads the status of an ApiError only, never a message', () => {
    expect(statusOf(new ApiError(403, undefined, '403: Forbidden'))).toBe(403);
    expect(statusOf(new Error('403: Forbidden'))).toBeUndefined();
    expect(statusOf('403: Forbidden')).toBeUndefined();
  });
});

describe('queryFnFor', () => {
  it('GETs the endpoint with the query signal and parses the answer', async () => {
    const fetchMock = stubFetch(Response.json({ nope: true }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const result = client.fetchQuery({ queryKey: ['stats'], queryFn: queryFnFor(adminStats) });
    await expect(result).rejects.toBeInstanceOf(UnreadableAnswerError);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/stats');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetchMock.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects a refusal with its ApiError', async () => {
    stubFetch(new Response('{"message":"Admin access required"}', { status: 403 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const result = client.fetchQuery({ queryKey: ['stats'], queryFn: queryFnFor(adminStats) });
    await expect(result).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Admin access required',
    });
  });
});

describe('queryFnFor with on401', () => {
  const fetchUser = (on401: 'returnNull' | 'throw') =>
    new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery({
      queryKey: [currentUser.path],
      queryFn: queryFnFor(currentUser, { on401 }),
    });

  it('reads the current user through its endpoint: the answer parsed by the User schema', async () => {
    const fetchMock = stubFetch(Response.json({ ...SAM, passwordHash: 'x' }));
    await expect(fetchUser('returnNull')).resolves.toEqual(SAM);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('answers null on 401 when told to (SPEC §6: no user), and throws it otherwise', async () => {
    stubFetch(Response.json({ message: 'Not logged in' }, { status: 401 }));
    await expect(fetchUser('returnNull')).resolves.toBeNull();
    stubFetch(Response.json({ message: 'Not logged in' }, { status: 401 }));
    await expect(fetchUser('throw')).rejects.toMatchObject({ status: 401 });
  });

  it('still rejects every other failure, and an answer that is not a user', async () => {
    stubFetch(Response.json({ message: 'Admin access required' }, { status: 403 }));
    await expect(fetchUser('returnNull')).rejects.toMatchObject({ status: 403 });
    stubFetch(Response.json({ username: 'sam' }));
    await expect(fetchUser('returnNull')).rejects.toBeInstanceOf(UnreadableAnswerError);
  });
});

describe('getQueryFn', () => {
  async function run(on401: 'returnNull' | 'throw', response: Response) {
    const fetchMock = stubFetch(response);
    // Run through a real QueryClient so the function gets a real query context.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const result = client.fetchQuery({
      queryKey: ['/api', 'user'],
      queryFn: getQueryFn({ on401 }),
    });
    return { result, fetchMock };
  }

  it('GETs the query key joined as a path, with cookies, and parses JSON', async () => {
    const { result, fetchMock } = await run('throw', Response.json({ username: 'sam' }));
    await expect(result).resolves.toEqual({ username: 'sam' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 when told to', async () => {
    const { result } = await run('returnNull', new Response('nope', { status: 401 }));
    await expect(result).resolves.toBeNull();
  });

  it('throws the ApiError on 401 by default', async () => {
    const { result } = await run(
      'throw',
      new Response('', { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(result).rejects.toMatchObject({ status: 401, message: '401: Unauthorized' });
  });

  it('throws other errors even when 401 returns null', async () => {
    const { result } = await run('returnNull', new Response('Not found', { status: 404 }));
    await expect(result).rejects.toMatchObject({ status: 404, message: '404: Not found' });
  });
});
