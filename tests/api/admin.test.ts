// Issue 6: GET /api/admin/stats. The numbers on known rows (chosen dates and values, exact answers)
// and the access rules (401 signed out, 403 not an admin), on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, users } from '../../src/server/db/schema';
import { registerAccount, testClock } from '../helpers/auth';
import { postJson, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const NOW = '2030-01-31T12:00:00.000Z';

describe.each(TEST_DATABASE_KINDS)('admin dashboard API on %s', (kind) => {
  const clock = testClock(NOW);
  const ctx = useTestApp(kind, { now: clock.now, authRateLimitPerMinute: 100_000 });
  const db = () => ctx.database.handle.db;
  const stats = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: cookie ? { cookie } : {} });

  async function adminCookie() {
    const { cookie, body } = await registerAccount(ctx.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.email, body.email));
    return cookie;
  }

  it('answers 401 JSON when signed out', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not logged in' });
  });

  it('answers 403 to a signed-in user who is not an admin, premium included', async () => {
    const { cookie, body } = await registerAccount(ctx.app);
    expect((await stats(cookie)).statusCode).toBe(403);
    await db().update(users).set({ isPremium: true }).where(eq(users.email, body.email));
    const res = await stats(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required' });
    expect(res.body).not.toMatch(/started|categories/);
  });

  it('an empty window: zeros, no rate, no median, 30 days of zeros', async () => {
    const res = await stats(await adminCookie());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.games).toEqual({
      started: 0,
      completed: 0,
      completionRate: null,
      medianDurationMinutes: null,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ day: '2030-01-02', started: 0, completed: 0 });
    expect(body.daily[29]).toEqual({ day: '2030-01-31', started: 0, completed: 0 });
    expect(body.from).toBe('2030-01-02T00:00:00.000Z');
  });

  it('computes every number exactly on known games', async () => {
    await db().delete(users); // the earlier tests' accounts: this test counts its own
    const cookie = await adminCookie();
    const premium = await registerAccount(ctx.app);
    await db().update(users).set({ isPremium: true }).where(eq(users.email, premium.body.email));
    await registerAccount(ctx.app);

    const at = (iso: string) => new Date(iso);
    await db()
      .insert(games)
      .values([
        // Today: completed the same morning.
        {
          createdAt: at('2030-01-31T09:00:00Z'),
          roundsCount: 3,
          timerMinutes: 5,
          selectedCategories: ['awkward', 'dating', 'habits'],
          playerCount: 4,
          completed: true,
          completedAt: at('2030-01-31T09:30:00Z'),
          durationMinutes: 30,
        },
        // Yesterday just before midnight UTC, completed after midnight: started 30th, completed 31st.
        {
          createdAt: at('2030-01-30T23:30:00Z'),
          roundsCount: 1,
          timerMinutes: 3,
          selectedCategories: ['awkward'],
          playerCount: 4,
          completed: true,
          completedAt: at('2030-01-31T00:10:00Z'),
          durationMinutes: 40,
        },
        // The first instant of the window, never completed.
        {
          createdAt: at('2030-01-02T00:00:00Z'),
          roundsCount: 2,
          timerMinutes: 10,
          selectedCategories: ['sports', 'politics'],
          playerCount: 8,
        },
        // Started one second before the window: only its completion (inside it) counts.
        {
          createdAt: at('2030-01-01T23:59:59Z'),
          roundsCount: 5,
          timerMinutes: 4,
          selectedCategories: ['childhood'],
          playerCount: 3,
          completed: true,
          completedAt: at('2030-01-02T00:20:00Z'),
          durationMinutes: 21,
        },
        // No player count (the spec's payload has none).
        {
          createdAt: at('2030-01-15T12:00:00Z'),
          roundsCount: 3,
          timerMinutes: 5,
          selectedCategories: ['awkward', 'guilty', 'beliefs'],
          completed: true,
          completedAt: at('2030-01-15T12:20:00Z'),
          durationMinutes: 10,
        },
      ]);
    // One more through the API, completed through the API (the rollup follows updates too).
    const created = await postJson(ctx.app, '/api/games', {
      rounds_count: 3,
      timer_minutes: 5,
      selected_categories: ['dating', 'intimate', 'awkward'],
      player_count: 6,
    });
    expect(created.statusCode).toBe(201);
    clock.set('2030-01-15T13:00:00.000Z');
    await db()
      .update(games)
      .set({ createdAt: at('2030-01-15T13:00:00Z') })
      .where(eq(games.id, created.json().id));
    clock.set(NOW);
    const done = await postJson(ctx.app, '/api/complete-game', {
      gameId: created.json().id,
      completed: true,
      duration: 50,
    });
    expect(done.statusCode).toBe(200);

    const res = await stats(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generatedAt).toBe(NOW);
    expect(body.days).toBe(30);
    // Started in the window: five (not the one from Jan 1st); four of them completed.
    // Durations 10, 30, 40, 50 → median 35 (percentile_cont interpolates).
    expect(body.games).toEqual({
      started: 5,
      completed: 4,
      completionRate: 0.8,
      medianDurationMinutes: 35,
    });
    const daily = Object.fromEntries(body.daily.map((d: { day: string }) => [d.day, d] as const));
    expect(body.daily).toHaveLength(30);
    expect(daily['2030-01-31']).toEqual({ day: '2030-01-31', started: 1, completed: 3 });
    expect(daily['2030-01-30']).toEqual({ day: '2030-01-30', started: 1, completed: 0 });
    expect(daily['2030-01-15']).toEqual({ day: '2030-01-15', started: 2, completed: 1 });
    expect(daily['2030-01-02']).toEqual({ day: '2030-01-02', started: 1, completed: 1 });
    const totals = body.daily.reduce(
      (sum: { s: number; c: number }, d: { started: number; completed: number }) => ({
        s: sum.s + d.started,
        c: sum.c + d.completed,
      }),
      { s: 0, c: 0 },
    );
    expect(totals).toEqual({ s: 5, c: 5 });

    expect(body.playerCounts).toEqual({
      counts: [
        { value: 3, games: 0 },
        { value: 4, games: 2 },
        { value: 5, games: 0 },
        { value: 6, games: 1 },
        { value: 7, games: 0 },
        { value: 8, games: 1 },
      ],
      unknown: 1,
    });
    const nonZero = (list: Array<{ value: number; games: number }>) =>
      list.filter((v) => v.games > 0).map((v) => [v.value, v.games]);
    expect(body.rounds).toHaveLength(10);
    expect(nonZero(body.rounds)).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
    ]);
    expect(body.timerMinutes).toHaveLength(8);
    expect(nonZero(body.timerMinutes)).toEqual([
      [3, 1],
      [5, 3],
      [10, 1],
    ]);
    expect(body.categories).toEqual([
      { category: 'awkward', games: 4 },
      { category: 'dating', games: 2 },
      { category: 'sports', games: 1 },
      { category: 'politics', games: 1 },
      { category: 'guilty', games: 1 },
      { category: 'habits', games: 1 },
      { category: 'beliefs', games: 1 },
      { category: 'intimate', games: 1 },
      { category: 'unpopular', games: 0 },
      { category: 'childhood', games: 0 },
      { category: 'nightsout', games: 0 },
    ]);
    expect(body.users).toEqual({ registered: 3, premium: 1, admins: 1 });

    // The trigger-kept rollup equals one rebuilt from scratch from the games table.
    await db().execute(sql`select game_stats_rebuild()`);
    expect((await stats(cookie)).json()).toEqual(body);

    // A deleted game takes its numbers with it; an odd count has a middle value for a median.
    await db().delete(games).where(eq(games.durationMinutes, 50));
    const after = (await stats(cookie)).json();
    expect(after.games).toEqual({
      started: 4,
      completed: 3,
      completionRate: 0.75,
      medianDurationMinutes: 30,
    });
    expect(after.categories[0]).toEqual({ category: 'awkward', games: 3 });

    // Thirty days later the window has moved past every game.
    clock.set('2030-03-15T12:00:00.000Z');
    const later = (await stats(await adminCookie())).json();
    expect(later.games.started).toBe(0);
    expect(later.daily[0].day).toBe('2030-02-14');
    clock.set(NOW);
  });

  it('checks the role on every request: a revoked admin gets 403 at once', async () => {
    const { cookie, body } = await registerAccount(ctx.app);
    await db().update(users).set({ isAdmin: true }).where(eq(users.email, body.email));
    expect((await stats(cookie)).statusCode).toBe(200);
    await db().update(users).set({ isAdmin: false }).where(eq(users.email, body.email));
    expect((await stats(cookie)).statusCode).toBe(403);
  });

  it('refuses writes to the admin API as unknown routes (read-only)', async () => {
    const res = await postJson(ctx.app, '/api/admin/stats', {}, { cookie: await adminCookie() });
    expect(res.statusCode).toBe(404);
  });
});
