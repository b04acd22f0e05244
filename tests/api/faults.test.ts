// Database faults: while PostgreSQL is down or hung, /readyz and every API call that needs it answer
// 503 JSON within 2 s (never a hang, never a 500); fake generation and /healthz, which do not need
// the database, go on answering, so a game in the browser goes on (the client already only logs a
// failed record or analytics call, SPEC §8). When the database is back, the same server recovers,
// no restart. Runs on a private PostgreSQL cluster in a temp folder (never the shared server).
import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { cookieFrom, newRegistration } from '../helpers/auth';
import {
  startPrivatePostgres,
  postgresBinDir,
  type PrivatePostgres,
} from '../helpers/private-postgres';
import { postJson, useTestApp } from '../helpers/test-app';

const DEADLINE_MS = 2_000;

const game = { rounds_count: 3, timer_minutes: 5, selected_categories: ['awkward', 'dating'] };
const story = {
  category: 'awkward',
  stories: ['i once waved at a stranger who was waving at someone behind me'],
  contentType: 'story',
  randomnessLevel: 50,
  ageRange: 'young-adults',
};

/** Runs an inject and returns it with how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await call();
  return { res, ms: performance.now() - started };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** The calls a game makes that need the database, each expected to answer 503 JSON in time. */
function databaseCalls(app: App, cookie: string, gameId: string) {
  return {
    'GET /readyz': () => app.inject({ method: 'GET', url: '/readyz' }),
    'POST /api/games': () => postJson(app, '/api/games', game),
    'POST /api/complete-game': () =>
      postJson(app, '/api/complete-game', { gameId, completed: true, duration: 12 }),
    'POST /api/track-game-start': () =>
      postJson(app, '/api/track-game-start', {
        playerCount: 4,
        rounds: 3,
        categories: ['awkward'],
      }),
    'GET /api/user (signed in)': () =>
      app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
    'POST /api/login': () =>
      postJson(app, '/api/login', { email: 'nobody@example.com', password: 'Sparkly-Otter-42' }),
  };
}

async function expectAllUnavailable(app: App, cookie: string, gameId: string) {
  for (const [name, call] of Object.entries(databaseCalls(app, cookie, gameId))) {
    const { res, ms } = await timed(call);
    expect.soft(res.statusCode, name).toBe(503);
    expect.soft(res.headers['content-type'], name).toMatch(/application\/json/);
    expect
      .soft(typeof res.json().message === 'string' || res.json().status === 'not-ready', name)
      .toBe(true);
    expect.soft(ms, `${name} took ${ms.toFixed(0)} ms`).toBeLessThan(DEADLINE_MS);
  }
  // What a game needs without the database keeps working.
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  const fake = await postJson(app, '/api/generate-story', story);
  expect(fake.statusCode).toBe(200);
  expect(typeof fake.json().story).toBe('string');
  // Signed out, the user read needs no database either: the client reads 401 as "no user".
  expect((await app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
}

/** A TCP relay in front of PostgreSQL that can freeze: bytes stop flowing, sockets stay open. */
class FreezableRelay {
  private server: Server;
  private frozen = false;
  private pairs: { client: Socket; upstream?: Socket }[] = [];
  port = 0;

  constructor(private readonly target: number) {
    this.server = createServer((client) => {
      const pair: { client: Socket; upstream?: Socket } = { client };
      this.pairs.push(pair);
      client.on('error', () => {});
      client.on('close', () => pair.upstream?.destroy());
      if (this.frozen) client.pause();
      else this.link(pair);
    });
  }

  private link(pair: { client: Socket; upstream?: Socket }) {
    const upstream = connect(this.target, '127.0.0.1');
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.upstream = upstream;
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  }

  listen(): Promise<void> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        this.port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      }),
    );
  }

  freeze() {
    this.frozen = true;
    for (const { client, upstream } of this.pairs) {
      client.pause();
      upstream?.pause();
    }
  }

  thaw() {
    this.frozen = false;
    for (const pair of this.pairs) {
      if (pair.client.destroyed) continue;
      if (!pair.upstream) this.link(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  close(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const bin = postgresBinDir();
if (!bin) {
  console.warn(
    '[tests] SKIPPED the PostgreSQL fault tests: the PostgreSQL server binaries (initdb, pg_ctl under ' +
      '/usr/lib/postgresql/*/bin) are not installed.',
  );
}

describe.skipIf(!bin)('PostgreSQL stopped, hung, and back (private cluster)', () => {
  let cluster: PrivatePostgres | undefined;
  let setupError = '';

  beforeAll(async () => {
    try {
      cluster = await startPrivatePostgres();
      const migrator = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 1 });
      await migrator.migrate();
      await migrator.close();
    } catch (err) {
      setupError = err instanceof Error ? err.message : String(err);
      console.warn(
        `[tests] SKIPPED the PostgreSQL fault tests: could not start a private cluster: ${setupError}`,
      );
    }
  }, 60_000);
  afterAll(async () => {
    await cluster?.destroy();
  }, 30_000);

  async function openApp(url: string): Promise<{ app: App; database: DatabaseHandle }> {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const app = await buildApp({ database, logger: false, authRateLimitPerMinute: 1_000 });
    await app.ready();
    return { app, database };
  }

  it('stopped: 503 JSON within 2 s; started again: the same server recovers', async (ctx) => {
    if (!cluster) return ctx.skip(setupError);
    const { app, database } = await openApp(cluster.url);
    try {
      const registered = await postJson(app, '/api/register', newRegistration());
      expect(registered.statusCode).toBe(201);
      const cookie = cookieFrom(registered);
      const created = await postJson(app, '/api/games', game);
      expect(created.statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      await cluster.stop();
      await expectAllUnavailable(app, cookie, created.json().id);

      await cluster.start();
      const recoveredIn = await waitUntil(
        async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
        15_000,
      );
      expect(recoveredIn).toBeLessThan(15_000);
      expect((await postJson(app, '/api/games', game)).statusCode).toBe(201);
      const user = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(user.statusCode).toBe(200);
      const completed = await postJson(app, '/api/complete-game', {
        gameId: created.json().id,
        completed: true,
        duration: 12,
      });
      expect(completed.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('hung (no answer at all): 503 JSON within 2 s, then recovers when it answers again', async (ctx) => {
    if (!cluster) return ctx.skip(setupError);
    const relay = new FreezableRelay(cluster.port);
    await relay.listen();
    const { app, database } = await openApp(`postgres://postgres@127.0.0.1:${relay.port}/postgres`);
    try {
      const registered = await postJson(app, '/api/register', newRegistration());
      expect(registered.statusCode).toBe(201);
      const cookie = cookieFrom(registered);
      const created = await postJson(app, '/api/games', game);
      expect(created.statusCode).toBe(201);

      relay.freeze();
      await expectAllUnavailable(app, cookie, created.json().id);
      // Games recorded together (one statement, the rest queued behind it) hear within 2 s too.
      const together = await Promise.all(
        Array.from({ length: 8 }, () => timed(() => postJson(app, '/api/games', game))),
      );
      for (const { res, ms } of together) {
        expect.soft(res.statusCode).toBe(503);
        expect.soft(ms, `took ${ms.toFixed(0)} ms`).toBeLessThan(DEADLINE_MS);
      }

      relay.thaw();
      await waitUntil(
        async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
        15_000,
      );
      expect((await postJson(app, '/api/games', game)).statusCode).toBe(201);
    } finally {
      await app.close();
      await database.close();
      await relay.close();
    }
  }, 60_000);

  it('a statement that runs too long is cut at the timeout and answers 503', async (ctx) => {
    if (!cluster) return ctx.skip(setupError);
    const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 2 });
    const app = await buildApp({ database, logger: false });
    app.get('/test/slow-query', async () => {
      await database.db.execute(sql`select pg_sleep(10)`);
      return { done: true };
    });
    await app.ready();
    try {
      const { res, ms } = await timed(() => app.inject({ method: 'GET', url: '/test/slow-query' }));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/database is unavailable/i);
      expect(ms).toBeLessThan(DEADLINE_MS);
    } finally {
      await app.close();
      await database.close();
    }
  }, 30_000);
});

// PGlite runs inside the server process: it cannot stop on its own while the server runs, and a
// closed handle does not come back, so "recovers without a restart" applies to PostgreSQL only.
// A closed (failed) PGlite still answers 503 JSON at once, never a 500 or a hang.
describe('PGlite closed under the server', () => {
  const ctx = useTestApp('pglite', { authRateLimitPerMinute: 1_000 });

  it('answers 503 JSON within 2 s; generation and /healthz go on', async () => {
    const registered = await postJson(ctx.app, '/api/register', newRegistration());
    const cookie = cookieFrom(registered);
    const created = await postJson(ctx.app, '/api/games', game);
    expect(created.statusCode).toBe(201);
    await ctx.database.handle.close();
    await expectAllUnavailable(ctx.app, cookie, created.json().id);
  });
});
