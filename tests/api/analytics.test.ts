import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/server/db/schema';
import { expectRefusal, postJson, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

/** The server's clock in these tests: the picks below happened two hours before it. */
const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(TEST_DATABASE_KINDS)('analytics on %s', (kind) => {
  const ctx = useTestApp(kind, { now: () => NOW });

  it('POST /api/track-game-start stores counts and ids only', async () => {
    const res = await postJson(ctx.app, '/api/track-game-start', {
      playerCount: 5,
      rounds: 2,
      categories: ['sports', 'guilty'],
    });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.kind, 'game_start'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      playerCount: 5,
      roundsCount: 2,
      categories: ['sports', 'guilty'],
      gameId: null,
    });
  });

  it('POST /api/track-category stores a pick for an existing game', async () => {
    const game = (
      await postJson(ctx.app, '/api/games', {
        rounds_count: 1,
        timer_minutes: 3,
        selected_categories: ['beliefs'],
        completed: false,
      })
    ).json();
    const selectedAt = '2026-11-22T10:00:00.000Z';
    const res = await postJson(ctx.app, '/api/track-category', {
      gameId: game.id,
      category: 'beliefs',
      playerCount: 3,
      selectedAt,
    });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.gameId, game.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'category_pick', category: 'beliefs', playerCount: 3 });
    expect(rows[0]!.occurredAt?.toISOString()).toBe(selectedAt);
  });

  it.each([
    ['year 0', '0000-01-01T00:00:00Z'],
    ['year 9999', '9999-12-31T23:59:59Z'],
    ['more than a day ahead', '2026-11-23T12:00:01Z'],
    ['more than a day ago', '2026-11-21T11:59:59Z'],
  ])(
    'refuses a pick dated %s with 400 naming selectedAt, never 500',
    async (_label, selectedAt) => {
      const res = await postJson(ctx.app, '/api/track-category', {
        gameId: '00000000-0000-4000-8000-000000000000',
        category: 'beliefs',
        playerCount: 3,
        selectedAt,
      });
      expect(expectRefusal(res, 'selectedAt').message).toBe('must be within a day of now');
    },
  );

  it('answers 404 for a pick of an unknown game', async () => {
    const res = await postJson(ctx.app, '/api/track-category', {
      gameId: '00000000-0000-4000-8000-000000000000',
      category: 'beliefs',
      playerCount: 3,
      selectedAt: '2026-11-22T10:00:00Z',
    });
    expect(expectRefusal(res, 'gameId', 404).message).toBe('no game with this id');
  });

  it.each([
    [
      '/api/track-game-start',
      'playerCount',
      { playerCount: 2, rounds: 1, categories: ['awkward'] },
    ],
    [
      '/api/track-game-start',
      'playerCount',
      { playerCount: 9, rounds: 1, categories: ['awkward'] },
    ],
    ['/api/track-game-start', 'rounds', { playerCount: 3, rounds: 0, categories: ['awkward'] }],
    ['/api/track-game-start', 'categories', { playerCount: 3, rounds: 1, categories: 'awkward' }],
    [
      '/api/track-game-start',
      'body',
      { playerCount: 3, rounds: 1, categories: ['awkward'], story: 'secret' },
    ],
    [
      '/api/track-category',
      'category',
      {
        gameId: '00000000-0000-4000-8000-000000000000',
        category: 'x',
        playerCount: 3,
        selectedAt: '2026-11-22T10:00:00Z',
      },
    ],
    [
      '/api/track-category',
      'selectedAt',
      {
        gameId: '00000000-0000-4000-8000-000000000000',
        category: 'awkward',
        playerCount: 3,
        selectedAt: 'yesterday',
      },
    ],
    [
      '/api/track-category',
      'gameId',
      { gameId: 42, category: 'awkward', playerCount: 3, selectedAt: '2026-11-22T10:00:00Z' },
    ],
  ])('%s rejects bad %s with 400', async (url, field, body) => {
    const res = await postJson(ctx.app, url, body);
    expectRefusal(res, field);
  });
});
