// Several app instances on one PostgreSQL work as one for records: a game created on one instance is
// tracked and completed through the other, and every record made anywhere is counted everywhere.
// (Sessions and the shared auth limits: tests/api/auth-instances.test.ts.) The game-write and
// generate-story limits are per instance by design (docs/decisions/005-per-instance-write-limits.md):
// a test pins that down so a change to it is a conscious one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { postJson, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_URL } from '../helpers/test-db';

if (!TEST_DATABASE_URL) {
  console.warn(
    '[tests] SKIPPED "several instances on one PostgreSQL work as one": it needs a PostgreSQL ' +
      'server (set TEST_DATABASE_URL=postgres://...).',
  );
}

const game = { rounds_count: 2, timer_minutes: 4, selected_categories: ['awkward', 'sports'] };
const story = {
  category: 'awkward',
  stories: ['i waved at a bus that was not mine'],
  contentType: 'story',
  randomnessLevel: 50,
  ageRange: 'young-adults',
};

describe.skipIf(!TEST_DATABASE_URL)('three app instances on one PostgreSQL database', () => {
  const limits = { writeRateLimitPerMinute: 100_000, generateRateLimitPerMinute: 3 };
  const first = useTestApp('postgres', limits);
  const others: { app: App; database: DatabaseHandle }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({
        kind: 'postgres',
        url: first.database.url!,
        poolSize: 2,
      });
      const app = await buildApp({ database, logger: false, ...limits });
      await app.ready();
      others.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of others) {
      await app.close();
      await database.close();
    }
  });

  it('records made on every instance, concurrently, are all there, seen from any instance', async () => {
    const apps = [first.app, ...others.map((o) => o.app)];
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postJson(apps[i % apps.length]!, '/api/games', game)),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const ids = created.map((r) => r.json().id as string);

    // Tracked and completed through a different instance than the one that created it.
    const followUps = await Promise.all(
      ids.flatMap((gameId, i) => [
        postJson(apps[(i + 1) % apps.length]!, '/api/track-category', {
          gameId,
          category: 'awkward',
          playerCount: 4,
          selectedAt: new Date().toISOString(),
        }),
        postJson(apps[(i + 2) % apps.length]!, '/api/complete-game', {
          gameId,
          completed: true,
          duration: 9,
        }),
      ]),
    );
    expect(followUps.map((r) => r.statusCode).sort()).toEqual(
      [...Array(30).fill(200), ...Array(30).fill(204)].sort(),
    );

    for (const { database } of [{ database: first.database.handle }, ...others]) {
      const result = await database.db.execute(
        sql`select count(*)::int as total, count(*) filter (where completed)::int as done from games where id in ${sql.raw(`('${ids.join("','")}')`)}`,
      );
      const row = (result as unknown as { rows: { total: number; done: number }[] }).rows[0]!;
      expect(row).toEqual({ total: 30, done: 30 });
    }
  });

  it('the generate-story limit counts per instance (documented choice)', async () => {
    const ip = '10.50.0.1';
    const generate = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/generate-story',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(story),
      });
    const onFirst = [];
    for (let i = 0; i < 4; i++) onFirst.push((await generate(first.app)).statusCode);
    expect(onFirst).toEqual([200, 200, 200, 429]);
    // Another instance has its own count: generation needs no database, and keeps working without one.
    expect((await generate(others[0]!.app)).statusCode).toBe(200);
  });
});
