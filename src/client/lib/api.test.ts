import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a body as JSON with cookies', async () => {
    const fetchMock = stubFetch(new Response('{"id":"g1"}', { status: 201 }));
    const res = await apiRequest('POST', '/api/games', { rounds_count: 3 });
    expect(await res.json()).toEqual({ id: 'g1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/games');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"rounds_count":3}',
    });
  });

  it('sends no body and no Content-Type without a payload', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/logout');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe('include');
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    stubFetch(
      new Response('{"message":"Invalid credentials"}', {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(
      new Error('401: {"message":"Invalid credentials"}'),
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow(
      new Error('503: Service Unavailable'),
    );
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

  it('throws the generic error on 401 by default', async () => {
    const { result } = await run(
      'throw',
      new Response('', { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(result).rejects.toThrow('401: Unauthorized');
  });

  it('throws other errors even when 401 returns null', async () => {
    const { result } = await run('returnNull', new Response('Not found', { status: 404 }));
    await expect(result).rejects.toThrow('404: Not found');
  });
});
