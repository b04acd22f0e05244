import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/server/db/schema';
import { expectRefusal, postJson, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const validGame = {
  rounds_count: 3,
  timer_minutes: 5,
  selected_categories: ['awkward', 'dating', 'habits'],
  completed: false,
};

describe.each(TEST_DATABASE_KINDS)('game records on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('POST /api/games stores the record and answers its id and created_at', async () => {
    const res = await postJson(ctx.app, '/api/games', { ...validGame, player_count: 4 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
    expect(body).toMatchObject({
      rounds_count: 3,
      timer_minutes: 5,
      completed: false,
      player_count: 4,
    });

    const [row] = await ctx.database.handle.db.select().from(games).where(eq(games.id, body.id));
    expect(row).toMatchObject({
      roundsCount: 3,
      timerMinutes: 5,
      selectedCategories: ['awkward', 'dating', 'habits'],
      playerCount: 4,
      completed: false,
      completedAt: null,
    });
  });

  it('accepts the spec payload without player_count', async () => {
    const res = await postJson(ctx.app, '/api/games', validGame);
    expect(res.statusCode).toBe(201);
    expect(res.json().player_count).toBeNull();
  });

  it.each([
    ['rounds_count', { ...validGame, rounds_count: 0 }],
    ['rounds_count', { ...validGame, rounds_count: 11 }],
    ['rounds_count', { ...validGame, rounds_count: 2.5 }],
    ['timer_minutes', { ...validGame, timer_minutes: 2 }],
    ['timer_minutes', { ...validGame, timer_minutes: '5' }],
    ['selected_categories', { ...validGame, selected_categories: [] }],
    ['selected_categories', { ...validGame, selected_categories: ['awkward', 'cooking'] }],
    ['selected_categories', { ...validGame, selected_categories: ['awkward', 'awkward'] }],
    ['completed', { ...validGame, completed: 'no' }],
    ['player_count', { ...validGame, player_count: 9 }],
    ['body', { ...validGame, is_admin: true }],
  ])('rejects bad %s with 400 naming the field', async (field, body) => {
    const res = await postJson(ctx.app, '/api/games', body);
    expectRefusal(res, field);
  });

  it('rejects a missing body with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/games' });
    expectRefusal(res, 'body');
  });

  it('POST /api/complete-game marks the game completed with its duration, once', async () => {
    const created = (await postJson(ctx.app, '/api/games', validGame)).json();
    const res = await postJson(ctx.app, '/api/complete-game', {
      gameId: created.id,
      completed: true,
      duration: 23,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, completed: true, duration_minutes: 23 });
    expect(res.json().completed_at).not.toBeNull();

    // A retried completion keeps the first one.
    const again = await postJson(ctx.app, '/api/complete-game', {
      gameId: created.id,
      completed: true,
      duration: 99,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().duration_minutes).toBe(23);

    const [row] = await ctx.database.handle.db.select().from(games).where(eq(games.id, created.id));
    expect(row).toMatchObject({ completed: true, durationMinutes: 23 });
  });

  it('records games that arrive together: each answer is its own stored row, counted once', async () => {
    // Sent at once, these are written in groups (one statement for several games).
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      rounds_count: 1 + (i % 10),
      timer_minutes: 3 + (i % 8),
      selected_categories: ['awkward', 'dating', 'habits', 'sports'].slice(0, 1 + (i % 4)),
      player_count: 3 + (i % 6),
      completed: i % 7 === 0,
    }));
    const answers = await Promise.all(bodies.map((b) => postJson(ctx.app, '/api/games', b)));
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 201));
    const records = answers.map((a) => a.json());
    expect(new Set(records.map((r) => r.id)).size).toBe(30);

    const db = ctx.database.handle.db;
    const rows = await db
      .select()
      .from(games)
      .where(
        inArray(
          games.id,
          records.map((r) => r.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    records.forEach((record, i) => {
      const row = byId.get(record.id);
      expect(row).toMatchObject({
        roundsCount: bodies[i]!.rounds_count,
        timerMinutes: bodies[i]!.timer_minutes,
        selectedCategories: bodies[i]!.selected_categories,
        playerCount: bodies[i]!.player_count,
        completed: bodies[i]!.completed,
      });
      expect(row!.createdAt.toISOString()).toBe(record.created_at);
    });

    // Statements over many rows at once: an insert, an update and a delete.
    await db.insert(games).values(
      bodies.slice(0, 5).map((b) => ({
        roundsCount: b.rounds_count,
        timerMinutes: b.timer_minutes,
        selectedCategories: b.selected_categories,
        playerCount: b.player_count,
      })),
    );
    await db
      .update(games)
      .set({ completed: true, completedAt: new Date(), durationMinutes: 20 })
      .where(
        inArray(
          games.id,
          records.slice(0, 10).map((r) => r.id),
        ),
      );
    await db.delete(games).where(
      inArray(
        games.id,
        records.slice(20).map((r) => r.id),
      ),
    );

    // The rollup the triggers kept equals one rebuilt from the games table from scratch.
    const rollup = async () =>
      (
        (await db.execute(sql`select day::text, metric, key, sum(games)::int as games
                                from game_stats_daily group by 1, 2, 3
                              having sum(games) <> 0 order by 1, 2, 3`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const kept = await rollup();
    expect(kept).toContainEqual(expect.objectContaining({ metric: 'duration', key: '20' }));
    await db.execute(sql`select game_stats_rebuild()`);
    expect(await rollup()).toEqual(kept);
  });

  it('answers 404 for completing an unknown game', async () => {
    const res = await postJson(ctx.app, '/api/complete-game', {
      gameId: '00000000-0000-4000-8000-000000000000',
      completed: true,
      duration: 3,
    });
    expect(expectRefusal(res, 'gameId', 404).message).toBe('no game with this id');
  });

  it.each([
    ['gameId', { gameId: 'not-a-uuid', completed: true, duration: 3 }],
    [
      'completed',
      { gameId: '00000000-0000-4000-8000-000000000000', completed: false, duration: 3 },
    ],
    ['duration', { gameId: '00000000-0000-4000-8000-000000000000', completed: true, duration: -1 }],
    [
      'duration',
      { gameId: '00000000-0000-4000-8000-000000000000', completed: true, duration: 1.5 },
    ],
  ])('rejects a bad complete-game %s with 400', async (field, body) => {
    const res = await postJson(ctx.app, '/api/complete-game', body);
    expectRefusal(res, field);
  });
});
