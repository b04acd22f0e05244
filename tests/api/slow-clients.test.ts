// Slow clients (issue 13): a request whose headers never finish, or whose body stops short of its
// Content-Length, is closed within about 10-15 s instead of holding a connection for a minute. The
// mechanism is checked with the timeouts shortened (issue 23: the suite does not wait 15 s), and the
// production values are checked on a server built without that option.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type App } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let app: App;
let database: TestDatabase;
let port: number;
const HEADERS_MS = 1_000;
const REQUEST_MS = 1_500;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  app = await buildApp({
    database: database.handle,
    logger: false,
    slowClientTimeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Sends `head` and then nothing more; resolves with what came back and how long the socket lived. */
function stall(head: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ ms: performance.now() - started, answer }));
  });
}

/** Every route that reads a body. */
const WRITES = [
  'POST /api/games',
  'POST /api/complete-game',
  'POST /api/track-game-start',
  'POST /api/track-category',
  'POST /api/generate-story',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'PATCH /api/user/settings',
  'POST /api/forgot-password/verify',
  'POST /api/reset-password',
];

describe('stalled requests', () => {
  it(
    'are closed within the header and request timeouts, on every route that reads a body',
    async () => {
      const [headers, body, ...others] = await Promise.all([
        stall('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
        stall(
          'POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{"rounds_count":',
        ),
        ...WRITES.map((route) =>
          stall(
            `${route} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
              'Content-Length: 5000\r\n\r\n{"a":',
          ),
        ),
      ]);
      for (const [i, other] of others.entries()) {
        expect(other.ms, WRITES[i]).toBeLessThan(REQUEST_MS + 2_500);
        expect(other.answer, WRITES[i]).toMatch(/^HTTP\/1\.1 408/);
      }
      // Node checks its timers once a second (connectionsCheckingInterval)
      expect(headers.ms).toBeGreaterThanOrEqual(HEADERS_MS - 100);
      expect(headers.ms).toBeLessThan(HEADERS_MS + 2_500);
      expect(body.ms).toBeLessThan(REQUEST_MS + 2_500);
      expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    },
    REQUEST_MS + 10_000,
  );

  it('are given 10 s for the head and 15 s for the whole request in production', async () => {
    const plain = await buildApp({ database: database.handle, logger: false });
    try {
      expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([10_000, 15_000]);
      expect(plain.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(plain.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(app.server.headersTimeout).toBe(HEADERS_MS);
    } finally {
      await plain.close();
    }
  });
});
