// The real process: main.ts started as `node` would start it, on a real port, then stopped with
// SIGTERM while a request is still in flight.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

describe('the server process', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
    running = undefined;
  });

  it('refuses a bad environment with a clear message and exit code 2', async () => {
    const { child, exit, output } = startServerProcess({ PORT: 'abc' });
    running = child;
    expect(await exit).toBe(2);
    expect(output()).toContain('Invalid environment: PORT');
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const { child, url, exit, output } = startServerProcess({ LOG_LEVEL: 'info' });
    running = child;
    const base = new URL(await url);

    const ready = await fetch(new URL('/readyz', base));
    expect(ready.status).toBe(200);

    // Start a request and send only half of its body, then ask the server to stop.
    const body = JSON.stringify({
      rounds_count: 2,
      timer_minutes: 4,
      selected_categories: ['awkward', 'sports'],
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: base.hostname,
          port: base.port,
          path: '/api/games',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 200);
    });

    const answer = await response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).rounds_count).toBe(2);
    expect(await exit).toBe(0);
    expect(output()).toContain('shutting down');
    // One JSON line per request, with the route pattern and never the body.
    expect(output()).toMatch(/"method":"POST","route":"\/api\/games","status":201/);
    expect(output()).not.toContain('selected_categories');
  });
});
