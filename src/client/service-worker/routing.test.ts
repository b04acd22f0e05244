import { describe, expect, it } from 'vitest';
import { APP_SHELL, cacheName, isStaleCache, routeRequest } from './routing';

const ORIGIN = 'https://fakeout.test';
const PRECACHED = new Set([APP_SHELL, '/assets/index-abc.js', '/assets/game-def.js', '/logo.svg']);

const get = (path: string, mode = 'cors', origin = ORIGIN) => ({
  url: `${origin}${path}`,
  method: 'GET',
  mode,
});

describe('routeRequest', () => {
  it.each([
    ['/', 'navigate'],
    ['/player-setup', 'navigate'],
    ['/voting?x=1', 'navigate'],
    ['/no-such-page', 'navigate'],
    ['/index.html', 'navigate'],
  ])('answers the page load %s with the cached app shell', (path, mode) => {
    expect(routeRequest(get(path, mode), ORIGIN, PRECACHED)).toEqual({ kind: 'shell' });
  });

  it('answers every file of the build from the precache', () => {
    expect(routeRequest(get('/assets/game-def.js'), ORIGIN, PRECACHED)).toEqual({
      kind: 'precache',
      path: '/assets/game-def.js',
    });
    // Opening the logo file itself (its download link) is the file, not the app.
    expect(routeRequest(get('/logo.svg', 'navigate'), ORIGIN, PRECACHED)).toEqual({
      kind: 'precache',
      path: '/logo.svg',
    });
  });

  it.each([
    ['the API', get('/api/games')],
    ['an API page load', get('/api/user', 'navigate')],
    ['the bare API path', get('/api')],
    ['health checks', get('/healthz')],
    ['readiness checks', get('/readyz', 'navigate')],
    ['a write', { ...get('/assets/game-def.js'), method: 'POST' }],
    ['another origin', get('/assets/game-def.js', 'cors', 'https://cdn.example')],
    ['a file not in the build', get('/assets/unknown.js')],
  ])('leaves %s to the network, never to a cache', (_what, request) => {
    expect(routeRequest(request, ORIGIN, PRECACHED)).toEqual({ kind: 'network' });
  });
});

describe('caches', () => {
  it('names a cache per build and finds the stale ones', () => {
    expect(cacheName('v2')).toBe('fakeout-precache-v2');
    expect(isStaleCache('fakeout-precache-v1', 'v2')).toBe(true);
    expect(isStaleCache('fakeout-precache-v2', 'v2')).toBe(false);
    expect(isStaleCache('someone-else', 'v2')).toBe(false);
  });
});
