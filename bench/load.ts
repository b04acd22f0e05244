// `npm run load`: 200 simulated games played at once through the API for 60 s, on PGlite and on
// PostgreSQL (a throwaway database), loopback only. Each simulated game is one phone on its own
// keep-alive connection doing what the client does: create the record, track the start, then per
// round track the category and generate the fake, then complete. No think time: a stress test.
// Passes when no answer is a 5xx or a socket error and every game record the server confirmed is
// in the database afterwards (rows counted after the server closed). Prints p50/p99 per call.
//   npx tsx bench/load.ts [--seconds 60] [--games 200] [--db pglite|postgres|both]
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CATEGORY_IDS } from '../src/engine/categories';
import { openDatabase } from '../src/server/db/client';
import { percentile, startTarget } from './lib/load';
import { createThrowawayDatabase, findPostgres } from './lib/postgres';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    games: { type: 'string', default: '200' },
    db: { type: 'string', default: 'both' },
  },
});
const SECONDS = Number(args.seconds);
const GAMES = Number(args.games);
if (!(SECONDS > 0) || !(GAMES > 0) || !['pglite', 'postgres', 'both'].includes(args.db!)) {
  console.error('usage: tsx bench/load.ts [--seconds N] [--games N] [--db pglite|postgres|both]');
  process.exit(2);
}

interface Answer {
  status: number;
  body: string;
}

interface RunStats {
  latencies: Map<string, number[]>;
  serverErrors: Map<string, number>;
  socketErrors: number;
  other: Map<string, number>;
  created: string[];
  completed: string[];
  gamesPlayed: number;
}

function call(agent: Agent, port: number, path: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function playGames(port: number, seconds: number, stats: RunStats): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  const timed = async (agent: Agent, name: string, path: string, body: unknown) => {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await call(agent, port, path, body);
    } catch {
      stats.socketErrors++;
      return undefined;
    }
    const list = stats.latencies.get(name) ?? [];
    list.push(performance.now() - started);
    stats.latencies.set(name, list);
    if (answer.status >= 500) stats.serverErrors.set(name, (stats.serverErrors.get(name) ?? 0) + 1);
    else if (answer.status >= 300) {
      const key = `${name} ${answer.status}`;
      stats.other.set(key, (stats.other.get(key) ?? 0) + 1);
    }
    return answer;
  };

  const phone = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (performance.now() < deadline) {
        const players = 3 + Math.floor(Math.random() * 6);
        const rounds = 1 + Math.floor(Math.random() * 3);
        const categories = [
          ...new Set([pick(CATEGORY_IDS), pick(CATEGORY_IDS), pick(CATEGORY_IDS)]),
        ];
        const created = await timed(agent, 'POST /api/games', '/api/games', {
          rounds_count: rounds,
          timer_minutes: 5,
          selected_categories: categories,
          completed: false,
          player_count: players,
        });
        if (created?.status !== 201) continue;
        const gameId = (JSON.parse(created.body) as { id: string }).id;
        stats.created.push(gameId);
        await timed(agent, 'POST /api/track-game-start', '/api/track-game-start', {
          playerCount: players,
          rounds,
          categories,
        });
        for (let round = 0; round < rounds; round++) {
          const category = categories[round % categories.length]!;
          await timed(agent, 'POST /api/track-category', '/api/track-category', {
            gameId,
            category,
            playerCount: players,
            selectedAt: new Date().toISOString(),
          });
          await timed(agent, 'POST /api/generate-story', '/api/generate-story', {
            category,
            stories: ['i once got locked out of my flat wearing only a towel and one sock'],
            contentType: 'story',
            randomnessLevel: 50,
            ageRange: 'young-adults',
          });
        }
        const done = await timed(agent, 'POST /api/complete-game', '/api/complete-game', {
          gameId,
          completed: true,
          duration: rounds * 6,
        });
        if (done?.status === 200) stats.completed.push(gameId);
        stats.gamesPlayed++;
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: GAMES }, phone));
}

/** Rows of the confirmed games found in the database, and how many of them are completed. */
async function countRows(
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  created: string[],
  completed: string[],
): Promise<{ found: number; completedFound: number }> {
  const found = await query('select count(*)::int as n from games where id = any($1::uuid[])', [
    created,
  ]);
  const done = await query(
    'select count(*)::int as n from games where id = any($1::uuid[]) and completed',
    [completed],
  );
  return { found: Number(found.rows[0]!.n), completedFound: Number(done.rows[0]!.n) };
}

async function runOn(
  label: string,
  env: Record<string, string>,
  count: RowCounter,
): Promise<boolean> {
  const stats: RunStats = {
    latencies: new Map(),
    serverErrors: new Map(),
    socketErrors: 0,
    other: new Map(),
    created: [],
    completed: [],
    gamesPlayed: 0,
  };
  const target = await startTarget('app', env);
  const started = performance.now();
  try {
    await playGames(target.port, SECONDS, stats);
  } finally {
    // Graceful stop: in-flight requests finish, the database is closed, then rows are counted.
    const code = await target.terminate();
    if (code !== 0) console.log(`  (target exited with ${code})`);
  }
  const elapsed = (performance.now() - started) / 1000;
  const rows = await count(stats.created, stats.completed);

  const all = [...stats.latencies.values()].flat().sort((a, b) => a - b);
  const serverErrors = [...stats.serverErrors.values()].reduce((a, b) => a + b, 0);
  const lost = stats.created.length - rows.found;
  const lostCompletions = stats.completed.length - rows.completedFound;
  const ok = serverErrors === 0 && stats.socketErrors === 0 && lost === 0 && lostCompletions === 0;

  console.log(
    `\nLoad on ${label}: ${GAMES} games at once for ${SECONDS} s (${elapsed.toFixed(0)} s with the drain)`,
  );
  console.log('call                          requests     p50      p99   5xx');
  for (const [name, list] of [...stats.latencies].sort()) {
    list.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(28)} ${String(list.length).padStart(9)} ${percentile(list, 50).toFixed(1).padStart(6)}ms ${percentile(list, 99).toFixed(1).padStart(7)}ms ${String(stats.serverErrors.get(name) ?? 0).padStart(5)}`,
    );
  }
  console.log(
    `${'all'.padEnd(28)} ${String(all.length).padStart(9)} ${percentile(all, 50).toFixed(1).padStart(6)}ms ${percentile(all, 99).toFixed(1).padStart(7)}ms ${String(serverErrors).padStart(5)}`,
  );
  console.log(
    `  ${(all.length / SECONDS).toFixed(0)} requests/s; games played to the end: ${stats.gamesPlayed}`,
  );
  if (stats.other.size > 0) {
    console.log(
      `  non-2xx answers (not failures): ${[...stats.other].map(([k, v]) => `${k} ×${v}`).join(', ')}`,
    );
  }
  console.log(`  socket errors: ${stats.socketErrors}; 5xx: ${serverErrors}`);
  console.log(
    `  game records: ${stats.created.length} confirmed, ${rows.found} in the database (lost ${lost}); ` +
      `${stats.completed.length} completions confirmed, ${rows.completedFound} stored (lost ${lostCompletions})`,
  );
  console.log(`  ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

type RowCounter = (
  created: string[],
  completed: string[],
) => Promise<{ found: number; completedFound: number }>;

let ok = true;
if (args.db === 'pglite' || args.db === 'both') {
  const dataDir = mkdtempSync(join(tmpdir(), 'fakeout-load-'));
  try {
    ok &&= await runOn(
      'PGlite (a fresh DATA_DIR)',
      { BENCH_DATA_DIR: dataDir },
      async (created, completed) => {
        // Opened again after the server closed it: what survives a restart is what counts.
        const database = await openDatabase({ kind: 'pglite', dataDir });
        try {
          const client = (
            database as unknown as {
              db: {
                $client: {
                  query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
                };
              };
            }
          ).db.$client;
          return await countRows((t, p) => client.query(t, p), created, completed);
        } finally {
          await database.close();
        }
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (args.db === 'postgres' || args.db === 'both') {
  const server = await findPostgres();
  if (!server) {
    console.log(
      '\nLoad on PostgreSQL: SKIPPED (no BENCH_DATABASE_URL and nothing answers on 127.0.0.1:5432)',
    );
  } else {
    const database = await createThrowawayDatabase(server.url, 'fakeout_load');
    try {
      ok &&= await runOn(
        `PostgreSQL (${server.source}, database ${database.name})`,
        { BENCH_DATABASE_URL: database.url },
        async (created, completed) => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            return await countRows((t, p) => client.query(t, p), created, completed);
          } finally {
            await client.end();
          }
        },
      );
    } finally {
      await database.drop();
    }
  }
}
process.exitCode = ok ? 0 : 1;
