// Slow clients (issue 13): a request whose headers never finish, or whose body stops short of its
// Content-Length, is closed within about 10-15 s instead of holding a connection for a minute.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type App } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let app: App;
let database: TestDatabase;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  app = await buildApp({ database: database.handle, logger: false });
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
        expect(other.ms, WRITES[i]).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
        expect(other.answer, WRITES[i]).toMatch(/^HTTP\/1\.1 408/);
      }
      // Node checks its timers once a second (connectionsCheckingInterval)
      expect(headers.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(headers.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
      expect(body.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
      expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    },
    REQUEST_TIMEOUT_MS + 10_000,
  );
});
