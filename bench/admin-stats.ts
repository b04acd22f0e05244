// Admin dashboard budget (issue 6): GET /api/admin/stats answers in under 200 ms with 100,000 game
// records, and the /admin chunk stays under 30 KB gzipped. Seeds 100,000 games (all inside the
// dashboard's 30-day window: the worst case, every row counts) on in-memory PGlite and, when
// BENCH_DATABASE_URL is set, on a throwaway PostgreSQL database; times the real route through
// app.inject as a signed-in admin; then builds the client and measures the admin chunk.
// Not a test: `npx tsx bench/admin-stats.ts` (GAMES=… to change the row count, SKIP_BUNDLE=1).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { statsWindow } from '../src/server/services/admin-stats';
import { CATEGORY_IDS } from '../src/engine/categories';

const API_BUDGET_MS = 200;
const CHUNK_BUDGET_KB = 30;
const GAMES = Number(process.env.GAMES ?? 100_000);
const RUNS = 20;
const ROOT = new URL('..', import.meta.url).pathname;
const ADMIN_SOURCE = 'src/client/features/admin/admin-screen.tsx';

/** 100,000 games spread over the dashboard's 30-day window (through the trigger, like real writes): varied players, rounds, timers, categories. */
/** What seeding needs: somewhere to run SQL without the request timeouts of the app's pool. */
type Seeder = { execute(query: SQL): Promise<unknown> };

async function seed(db: Seeder, now: Date, count: number) {
  const { from } = statsWindow(now);
  const cats = sql.raw(`array[${CATEGORY_IDS.map((c) => `'${c}'`).join(',')}]::text[]`);
  // In statements of 10,000 rows, so that none runs long: the rollup triggers run once per
  // statement (drizzle/0005), folding each statement's rows into the counters in one pass.
  for (let done = 0; done < count; done += 10_000) {
    const batch = Math.min(10_000, count - done);
    await db.execute(sql`
    insert into games (created_at, rounds_count, timer_minutes, selected_categories, player_count,
                       completed, completed_at, duration_minutes)
    select created, rounds, timer, (${cats} || ${cats})[k + 1 : k + least(rounds, 11)], players,
           done, case when done then created + make_interval(mins => dur) end,
           case when done then dur end
      from (select ${from.toISOString()}::timestamptz + random() * (${now.toISOString()}::timestamptz - ${from.toISOString()}::timestamptz) as created,
                   1 + (random() * 9.99)::int % 10 as rounds,
                   3 + (random() * 7.99)::int % 8 as timer,
                   (random() * 10.99)::int % 11 as k,
                   case when random() < 0.05 then null else 3 + (random() * 5.99)::int % 6 end as players,
                   random() < 0.7 as done,
                   5 + (random() * 60)::int as dur
              from generate_series(1, ${batch})) as g`);
  }
}

/** What the rollup trigger adds to recording a game: 200 single-row inserts, mean ms each. */
async function timeTrigger(handle: DatabaseHandle, now: Date): Promise<number> {
  const insert = () =>
    handle.db.execute(sql`insert into games (created_at, rounds_count, timer_minutes,
      selected_categories, player_count) values (${now.toISOString()}::timestamptz, 3, 5,
      array['awkward', 'dating', 'habits'], 4)`);
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await insert();
  return (performance.now() - t0) / 200;
}

async function timeRoute(handle: DatabaseHandle, now: Date) {
  const app = await buildApp({
    database: handle,
    logger: false,
    now: () => now,
    authRateLimitPerMinute: 1000,
  });
  await app.ready();
  try {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: 'bench_admin',
        email: 'bench.admin@example.com',
        password: 'Sparkly-Otter-42',
        marketingConsent: false,
        securityQuestion1: 'city-of-birth',
        securityAnswer1: 'Paris',
        securityQuestion2: 'first-pet',
        securityAnswer2: 'Rex',
      }),
    });
    if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
    await handle.db.update(users).set({ isAdmin: true }).where(eq(users.username, 'bench_admin'));
    const session = reg.cookies.find((c) => c.name === 'fakeout_session');
    const cookie = `fakeout_session=${session?.value}`;
    const times: number[] = [];
    let started = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`stats: ${res.statusCode} ${res.body}`);
      started = res.json().games.started;
      if (i >= 2) times.push(ms); // the first two warm the caches and the plans
    }
    times.sort((a, b) => a - b);
    return {
      started,
      median: times[Math.floor(times.length / 2)]!,
      p95: times[Math.ceil(times.length * 0.95) - 1]!,
      max: times[times.length - 1]!,
    };
  } finally {
    await app.close();
  }
}

async function benchDatabase(
  label: string,
  handle: DatabaseHandle,
  seeder: Seeder = handle.db,
): Promise<boolean> {
  const now = new Date();
  await handle.migrate();
  const t0 = performance.now();
  await seed(seeder, now, GAMES);
  const seedMs = performance.now() - t0;
  const r = await timeRoute(handle, now);
  const triggerMs = await timeTrigger(handle, now);
  const pass = r.p95 < API_BUDGET_MS;
  console.log(
    `${label.padEnd(10)} ${r.started.toLocaleString('en')} games in the window (seeded in ${(seedMs / 1000).toFixed(1)} s)` +
      `  GET /api/admin/stats over ${RUNS} runs: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
      `max ${r.max.toFixed(1)} ms  → p95 / budget ${API_BUDGET_MS} ms = ${(r.p95 / API_BUDGET_MS).toFixed(2)} ` +
      `(${pass ? 'within budget' : 'OVER BUDGET'})`,
  );
  console.log(
    `${''.padEnd(10)} recording one game (insert + rollup trigger): ${triggerMs.toFixed(2)} ms`,
  );
  return pass;
}

async function benchPostgres(url: string): Promise<boolean> {
  const name = `fakeout_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
  // The app's pool stops any statement after 1.5 s; the bulk load runs on its own connection.
  const seedClient = new pg.Client({ connectionString: dbUrl.toString() });
  await seedClient.connect();
  try {
    return await benchDatabase('PostgreSQL', handle, drizzle(seedClient));
  } finally {
    await seedClient.end();
    await handle.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

/** The JavaScript /admin loads beyond what every page already loaded, gzip -9. */
async function measureAdminChunk(): Promise<boolean> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'fakeout-admin-bundle-'));
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    type Chunk = { file: string; imports?: string[] };
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, Chunk>;
    const closure = (key: string, seen = new Set<string>()) => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) closure(next, seen);
      return seen;
    };
    if (!manifest[ADMIN_SOURCE]) throw new Error(`${ADMIN_SOURCE} is not its own chunk`);
    const entry = closure('index.html');
    let total = 0;
    console.log('\n/admin JavaScript beyond the entry (gzip -9)');
    for (const key of closure(ADMIN_SOURCE)) {
      if (entry.has(key)) continue;
      const file = manifest[key]!.file;
      const kb = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
      total += kb;
      console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
    }
    const pass = total < CHUNK_BUDGET_KB;
    console.log(
      `  total ${total.toFixed(1)} KB / budget ${CHUNK_BUDGET_KB} KB = ${(total / CHUNK_BUDGET_KB).toFixed(2)} ` +
        `(${pass ? 'within budget' : 'OVER BUDGET'})`,
    );
    return pass;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

console.log(`Admin dashboard: GET /api/admin/stats with ${GAMES.toLocaleString('en')} games`);
let ok = await benchDatabase('PGlite', await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY }));
const pgUrl = process.env.BENCH_DATABASE_URL?.trim();
if (pgUrl) ok = (await benchPostgres(pgUrl)) && ok;
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too');
if (!process.env.SKIP_BUNDLE) ok = (await measureAdminChunk()) && ok;
process.exitCode = ok ? 0 : 1;
