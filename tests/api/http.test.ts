// Behaviour every route shares: error format, body limits, content types, unknown paths, health.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectRefusal, postJson, useTestApp } from '../helpers/test-app';

describe('HTTP basics', () => {
  const ctx = useTestApp('pglite');

  it('GET /healthz answers without the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ready while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('a body over 16 KB gets 413 JSON', async () => {
    const res = await postJson(ctx.app, '/api/games', { padding: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'a %s body gets 415 JSON',
    async (type) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: { 'content-type': type },
        payload: 'rounds_count=3',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Content-Type must be application/json' });
    },
  );

  it('malformed JSON gets 400 JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: { 'content-type': 'application/json' },
      payload: '{"rounds_count": 3,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it.each(['[]', 'null', '"text"', '42'])(
    'a JSON body %s that is not an object gets 400',
    async (payload) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefusal(res, 'body');
    },
  );

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/games'],
    ['DELETE', '/api/games'],
    ['GET', '/api'],
  ])('%s %s gets 404 JSON', async (method, url) => {
    const res = await ctx.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/^Not found/);
  });

  it.each(['/api/security-questions/%ff', '/%ff', '/api/games/%E0%A4%A'])(
    "GET %s (not valid percent-encoding) answers 400 in the app's shape, with its headers",
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The address is not valid' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // plain http (secure cookies off: a LAN game) must not pin HTTPS
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('readyz answers 503 once shutdown has begun', async () => {
    ctx.app.beginShutdown();
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready', database: 'up' });
  });
});

describe('rate limiting', () => {
  const ctx = useTestApp('pglite', { writeRateLimitPerMinute: 5 });

  it('rate-limits writes per IP with 429 and Retry-After', async () => {
    const body = { playerCount: 3, rounds: 1, categories: ['awkward'] };
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/track-game-start',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many requests/);
  });
});

describe('serving the built client', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'fakeout-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><title>Fakeout</title><div id="root"></div>',
  );
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = 'console.log("compressed");'.repeat(50);
  writeFileSync(join(clientDir, 'assets', 'game-def456.js'), script);
  writeFileSync(join(clientDir, 'assets', 'game-def456.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets', 'game-def456.js.gz'), gzipSync(script));
  writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Fakeout"}');
  const ctx = useTestApp('pglite', { clientDir });

  it.each(['/', '/player-setup', '/no/such/page'])(
    'GET %s serves index.html for the client router',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/assets/index-abc123.js.map', '/assets/missing-123.js', '/nope.png'])(
    '%s: source maps are not served, and a missing file is 404, not the page',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"version":3');
      expect(res.body).not.toContain('<html');
    },
  );

  it('hashed assets are cached for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other static files are revalidated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => gunzipSync(body)],
  ])(
    'sends the %s file the build wrote to browsers that accept it',
    async (encoding, accept, decode) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/game-def456.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(script);
    },
  );

  it('sends the plain file to clients that accept no compression', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/game-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('unknown API paths still get JSON 404, not the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^Not found/);
  });
});

describe('text the database cannot store', () => {
  const ctx = useTestApp('pglite');

  it('a NUL byte in a path parameter is a 400, not a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/security-questions/%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Text contains characters that are not allowed' });
  });
});

describe('HSTS with secure cookies (HTTPS)', () => {
  const ctx = useTestApp('pglite', { secureCookies: true });

  it.each(['/healthz', '/api/nope'])('sends Strict-Transport-Security on %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
