// A small closed-loop load generator for loopback benchmarks: N connections, each sending its next
// request when the last answer arrived, for a fixed time. Prints nothing; returns the numbers.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';

export interface LoadOptions {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers whose status was 5xx, or that failed at the socket. */
  errors: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: options.method,
          path: options.path,
          headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 500) >= 500) errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });

  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
  };
}

export interface Target {
  port: number;
  /** SIGTERM: the target finishes in-flight requests and closes its database; its exit code. */
  terminate(): Promise<number | null>;
  /** SIGKILL. */
  stop(): Promise<void>;
}

/** Starts bench/lib/target.ts in a child process and waits for its port. */
export function startTarget(
  kind: 'bare' | 'app',
  env: Record<string, string> = {},
): Promise<Target> {
  // node itself with tsx's loader (not the tsx wrapper, which would leave its node child behind
  // when killed, still holding the pipe open).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/target.ts', kind],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) {
        resolve({
          port: Number(match[1]),
          terminate: () =>
            new Promise<number | null>((done) => {
              if (child.exitCode !== null) return done(child.exitCode);
              child.once('exit', (code) => done(code));
              child.kill('SIGTERM');
            }),
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`target ${kind} exited with ${code}`)));
  });
}
