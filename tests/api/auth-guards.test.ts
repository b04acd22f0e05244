// CSRF (every /api write: JSON only, no cross-site Origin or Sec-Fetch-Site) and the server-side
// role guard for admin-only routes (SPEC §6), on a tiny test-only route.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { registerAccount, sendJson } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const CROSS_SITE = { message: 'Cross-site requests are not allowed' };

describe.each(TEST_DATABASE_KINDS)('CSRF guard on %s', (kind) => {
  const ctx = useTestApp(kind, { authRateLimitPerMinute: 100_000 });

  const writes: Array<['POST' | 'PATCH', string, unknown]> = [
    ['POST', '/api/register', {}],
    ['POST', '/api/login', { email: 'a@example.com', password: 'whatever' }],
    ['POST', '/api/logout', {}],
    ['PATCH', '/api/user/settings', { randomnessLevel: 70 }],
    ['POST', '/api/forgot-password/verify', {}],
    ['POST', '/api/reset-password', {}],
    ['POST', '/api/games', {}],
    ['POST', '/api/track-game-start', {}],
    ['POST', '/api/user/categories', {}],
    ['PATCH', '/api/user/categories/custom-abcdef', { name: 'x' }],
  ];

  it.each(writes)(
    '%s %s from another site (Origin) is refused with 403 JSON',
    async (method, url, body) => {
      const { cookie } = await registerAccount(ctx.app);
      const res = await sendJson(ctx.app, method, url, body, {
        cookie,
        headers: { origin: 'https://evil.example', host: 'fakeout.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual(CROSS_SITE);
    },
  );

  it.each(writes)(
    '%s %s marked Sec-Fetch-Site: cross-site is refused with 403',
    async (method, url, body) => {
      const res = await sendJson(ctx.app, method, url, body, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(CROSS_SITE);
    },
  );

  it('a cross-site write does not change anything, even with a valid session', async () => {
    const { cookie, body } = await registerAccount(ctx.app);
    await sendJson(
      ctx.app,
      'PATCH',
      '/api/user/settings',
      { randomnessLevel: 90 },
      {
        cookie,
        headers: { origin: 'http://attacker.test', 'sec-fetch-site': 'cross-site' },
      },
    );
    const [row] = await ctx.database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    expect(row!.randomnessLevel).toBe(50);
  });

  it.each([
    ['PATCH', '/%61pi/user/settings'],
    ['PATCH', '/api/user/%73ettings'],
    ['PATCH', '//api/user/settings'],
    ['POST', '/%61pi/logout'],
  ] as const)(
    '%s %s (an encoded or odd path) from another site is refused too',
    async (method, url) => {
      const { cookie, body } = await registerAccount(ctx.app);
      const res = await sendJson(
        ctx.app,
        method,
        url,
        method === 'PATCH' ? { randomnessLevel: 90 } : {},
        {
          cookie,
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        },
      );
      expect(res.statusCode).toBe(403);
      const [row] = await ctx.database.handle.db
        .select()
        .from(users)
        .where(eq(users.email, body.email));
      expect(row!.randomnessLevel).toBe(50);
      // still signed in
      const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    },
  );

  it.each([
    ['Origin: null', { origin: 'null' }],
    ['a different port', { origin: 'http://fakeout.example:8080', host: 'fakeout.example' }],
    ['another scheme-less garbage origin', { origin: 'not a url' }],
  ])('refuses %s', async (_case, headers) => {
    const res = await sendJson(
      ctx.app,
      'POST',
      '/api/login',
      { email: 'a@example.com', password: 'x' },
      { headers },
    );
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['the same origin', { origin: 'http://fakeout.example', host: 'fakeout.example' }],
    ['the same origin with a port', { origin: 'http://localhost:3000', host: 'localhost:3000' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin (not a browser)', {}],
  ])('lets %s through', async (_case, headers) => {
    const res = await sendJson(
      ctx.app,
      'POST',
      '/api/login',
      { email: 'a@example.com', password: 'Wrong-123' },
      { headers },
    );
    expect(res.statusCode).toBe(401);
  });

  it('reads are not refused for a cross-site Origin (they change nothing)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/register'],
    ['POST', '/api/login'],
    ['PATCH', '/api/user/settings'],
    ['POST', '/api/forgot-password/verify'],
    ['POST', '/api/reset-password'],
  ] as const)('%s %s takes JSON only: other bodies get 415', async (method, url) => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { 'content-type': type },
        payload: 'email=a%40example.com&password=x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: 'Content-Type must be application/json' });
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('requireAdmin on %s', (kind) => {
  const ctx = useTestApp(
    kind,
    { authRateLimitPerMinute: 100_000 },
    {
      beforeReady: (app) => {
        app.get('/api/test/admin-only', { preHandler: app.auth.requireAdmin }, async (request) => ({
          admin: app.auth.userOf(request).username,
        }));
      },
    },
  );
  const get = (cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: cookie ? { cookie } : {},
    });

  it('answers 401 when signed out', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not logged in' });
  });

  it('answers 403 for a signed-in user who is not an admin (premium included)', async () => {
    const { cookie, body } = await registerAccount(ctx.app);
    await ctx.database.handle.db
      .update(users)
      .set({ isPremium: true })
      .where(eq(users.email, body.email));
    const res = await get(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required' });
  });

  it('lets an admin through, checking the role on every request', async () => {
    const { cookie, body } = await registerAccount(ctx.app);
    const db = ctx.database.handle.db;
    await db.update(users).set({ isAdmin: true }).where(eq(users.email, body.email));
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ admin: body.username });
    // Revoking the role takes effect at once: the role is read from the database, not the cookie.
    await db.update(users).set({ isAdmin: false }).where(eq(users.email, body.email));
    expect((await get(cookie)).statusCode).toBe(403);
  });
});
