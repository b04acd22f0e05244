// A server under test, run in its own process so the load generator does not share its event loop.
//   tsx bench/lib/target.ts bare   → a bare node:http server answering the same JSON as the app
//   tsx bench/lib/target.ts app    → the real app (buildApp) on in-memory PGlite, or on
//                                    PostgreSQL when BENCH_DATABASE_URL is set
// Prints "PORT <n>" when listening.
import { createServer } from 'node:http';
import { buildApp } from '../../src/server/app';
import { IN_MEMORY, openDatabase } from '../../src/server/db/client';

const kind = process.argv[2];
/** The JSON of GET /api/user for a signed-in request (the bench copies it from the app). */
const signedInUser = process.env.BENCH_USER_JSON;

/** Answers like the app does: the same status and JSON for the same paths. */
function startBare() {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      };
      if (req.url === '/healthz') return send(200, { status: 'ok' });
      if (req.url === '/api/user') {
        // Signed in (any cookie): the user JSON the app answered for the bench's account.
        if (req.headers.cookie && signedInUser) return send(200, JSON.parse(signedInUser));
        return send(401, { message: 'Not logged in' });
      }
      if (req.url === '/api/games' && req.method === 'POST') {
        const input = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        return send(201, {
          id: '00000000-0000-4000-8000-000000000000',
          created_at: new Date().toISOString(),
          rounds_count: input.rounds_count,
          timer_minutes: input.timer_minutes,
          selected_categories: input.selected_categories,
          player_count: input.player_count ?? null,
          completed: false,
          completed_at: null,
          duration_minutes: null,
        });
      }
      if (req.url === '/api/generate-story' && req.method === 'POST') {
        return send(200, {
          story: 'i once fell asleep on the bus and woke up at the depot',
          source: 'offline',
        });
      }
      return send(404, { message: 'Not found' });
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
  });
}

async function startApp() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR || IN_MEMORY;
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir },
  );
  await database.migrate();
  const app = await buildApp({
    database,
    logger: false,
    // The bench measures throughput, not the per-IP limits (every request comes from 127.0.0.1).
    writeRateLimitPerMinute: 1_000_000_000,
    generateRateLimitPerMinute: 1_000_000_000,
    authRateLimitPerMinute: 100_000,
  });
  // SIGTERM: finish what is in flight and close the database (a PGlite folder is then complete).
  process.removeAllListeners('SIGTERM');
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
}

// A clean exit on SIGTERM (so `node --cpu-prof` can write its profile when profiling a target).
process.once('SIGTERM', () => process.exit(0));

if (kind === 'bare') startBare();
else if (kind === 'app') await startApp();
else {
  console.error('usage: target.ts bare|app');
  process.exit(2);
}
