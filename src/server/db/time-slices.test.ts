import { describe, expect, it } from 'vitest';
import { timeSlice } from './time-slices';

/** A stand-in for PGlite: each operation is synchronous CPU work, as WASM queries are. */
function busyClient(workMs: number, log: string[]) {
  const work = (label: string) => {
    const end = performance.now() + workMs;
    while (performance.now() < end);
    log.push(label);
    return Promise.resolve(label);
  };
  return {
    query: (sql: string) => work(sql),
    exec: (sql: string) => work(sql),
    transaction: (name: string) => work(name),
  };
}

/** Queues `count` queries at once, and one event-loop turn (setImmediate) right after them. */
async function queueWithTurn(client: ReturnType<typeof busyClient>, log: string[], count: number) {
  const queries = Array.from({ length: count }, (_, i) => client.query(`q${i}`));
  setImmediate(() => log.push('turn'));
  return Promise.all(queries);
}

describe('timeSlice', () => {
  it('without it, queued operations run back to back and the event loop waits for all of them', async () => {
    const log: string[] = [];
    await queueWithTurn(busyClient(4, log), log, 6);
    expect(log.indexOf('turn')).toBe(-1); // not even after the last one yet
    await new Promise((r) => setImmediate(r));
    expect(log.at(-1)).toBe('turn');
  });

  it('lets the event loop take a turn once a slice is used up, and keeps the order', async () => {
    const log: string[] = [];
    const client = busyClient(4, log);
    timeSlice(client, 5);
    const results = await queueWithTurn(client, log, 6);
    expect(results).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5']);
    const queriesOnly = log.filter((l) => l !== 'turn');
    expect(queriesOnly).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5']);
    const turn = log.indexOf('turn');
    expect(turn).toBeGreaterThan(0);
    expect(turn).toBeLessThan(log.length - 1);
  });

  it('runs quick operations within one slice without yielding', async () => {
    const log: string[] = [];
    const client = busyClient(0, log);
    timeSlice(client, 50);
    await new Promise((r) => setImmediate(r)); // start a fresh slice
    await queueWithTurn(client, log, 5);
    expect(log).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
  });

  it('goes on after a failed operation, in order, across query, exec and transaction', async () => {
    const log: string[] = [];
    const client = busyClient(0, log);
    client.exec = (sql: string) => Promise.reject(new Error(`failed: ${sql}`));
    timeSlice(client, 5);
    const first = client.query('a');
    const failed = client.exec('b');
    const third = client.transaction('c');
    await expect(failed).rejects.toThrow('failed: b');
    await expect(Promise.all([first, third])).resolves.toEqual(['a', 'c']);
    expect(log).toEqual(['a', 'c']);
  });
});
