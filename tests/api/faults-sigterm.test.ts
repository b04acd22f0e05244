// SIGTERM under load loses no accepted request: the real server process (main.ts) on a real port
// takes a steady stream of game writes, reads and generations from 24 clients, then gets SIGTERM.
// Every request that got a connection must get a complete answer, 2xx, or a clean 503 while the
// server closes; none may be reset or cut off mid-way. Refused connections after the listener
// closed are fine: for a second before it stops listening, the stopping server answers every new
// request 503 with connection: close, and a client that got one moves elsewhere, as a load
// balancer watching /readyz does.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

interface Outcome {
  path: string;
  connected: boolean;
  status?: number;
  complete?: boolean;
  error?: string;
}

/** One request on its own connection; records whether it connected and how it ended. */
function send(port: number, path: string, body: unknown, ip: string): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const outcome: Outcome = { path, connected: false };
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: payload === undefined ? 'GET' : 'POST',
      agent: false,
      headers: {
        connection: 'close',
        'x-forwarded-for': ip,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    req.on('socket', (socket) => socket.on('connect', () => (outcome.connected = true)));
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        outcome.complete = res.complete;
        try {
          JSON.parse(text);
        } catch {
          outcome.complete = false;
        }
        resolve(outcome);
      });
      res.on('error', (err) => {
        outcome.error = err.message;
        resolve(outcome);
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      outcome.error = err.code ?? err.message;
      resolve(outcome);
    });
    req.end(payload);
  });
}

describe('SIGTERM under load', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
    running = undefined;
  });

  it('every request that got a connection gets a complete 2xx or a clean 503', async () => {
    // Each simulated phone has its own address (as behind a proxy), so the per-IP limits of a
    // single phone are not what this test measures.
    const {
      child,
      url,
      exit: exited,
    } = startServerProcess({ LOG_LEVEL: 'info', TRUST_PROXY: 'true' });
    running = child;
    const port = Number(new URL(await url).port);

    const outcomes: Outcome[] = [];
    let stop = false;
    let counter = 0;
    const client = async (n: number) => {
      while (!stop) {
        counter += 1;
        const ip = `10.${n}.${(counter >> 8) & 255}.${counter & 255}`;
        const kind = counter % 3;
        const outcome =
          kind === 0
            ? await send(
                port,
                '/api/games',
                { rounds_count: 2, timer_minutes: 4, selected_categories: ['awkward'] },
                ip,
              )
            : kind === 1
              ? await send(port, '/api/user', undefined, ip)
              : await send(
                  port,
                  '/api/generate-story',
                  {
                    category: 'awkward',
                    stories: ['i tripped on stage'],
                    contentType: 'story',
                    randomnessLevel: 50,
                    ageRange: 'young-adults',
                  },
                  ip,
                );
        outcomes.push(outcome);
        // A 503 from a stopping server, or a refused connection: a client (or load balancer)
        // moves to another instance.
        if (outcome.status === 503 || (!outcome.connected && outcome.error === 'ECONNREFUSED'))
          return;
      }
    };
    const clients = Array.from({ length: 24 }, (_, n) => client(n));

    await new Promise((r) => setTimeout(r, 1_500));
    const before = outcomes.length;
    child.kill('SIGTERM');
    const code = await exited;
    stop = true;
    await Promise.all(clients);

    const accepted = outcomes.filter((o) => o.connected);
    const broken = accepted.filter(
      (o) =>
        o.error !== undefined ||
        !o.complete ||
        !(o.status! < 300 || o.status === 503 || o.status === 401),
    );
    expect(before).toBeGreaterThan(20); // the load was real before the signal
    expect(code).toBe(0);
    expect(broken, JSON.stringify(broken.slice(0, 5))).toEqual([]);
    // No 5xx other than the 503 of a closing server.
    expect(accepted.filter((o) => o.status! >= 500 && o.status !== 503)).toEqual([]);
  }, 60_000);
});
