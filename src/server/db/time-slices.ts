// PGlite runs PostgreSQL as WASM on the server's own thread: each query is CPU work on the event
// loop, and queued queries run back to back, chained through promises, without the loop getting a
// turn in between. Node accepts one new connection per turn of the event loop, so under load a
// busy PGlite let new phones in a few per second (200 games starting at once: the last waited 9 s
// to connect), and calls that need no database (a fake generation) waited behind database work.
// timeSlice() runs an embedded database's operations in their order, back to back for at most
// `sliceMs`, then lets the event loop take a turn (I/O, new connections) before the next one.
// Measured with `npm run load` on PGlite: +25 % requests/s, that 9 s tail down to ~1 s, fake
// generation p50 from 178 ms to 8 ms (docs/decisions/007-pglite-time-slices.md).

/** The operations of a PGlite client that run SQL; each is one unit of work in a time slice. */
const OPERATIONS = ['query', 'exec', 'transaction'] as const;

type Operations = Record<(typeof OPERATIONS)[number], (...args: never[]) => Promise<unknown>>;

/** Makes `client`'s SQL operations take turns with the event loop (in place). */
export function timeSlice(client: Operations, sliceMs = 5): void {
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStarted = performance.now();
  const nextTurn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStarted = performance.now();
        resolve();
      }),
    );
  for (const name of OPERATIONS) {
    const operation = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = tail
        .then(() => (performance.now() - sliceStarted >= sliceMs ? nextTurn() : undefined))
        .then(() => operation(...args));
      tail = result.catch(() => {}); // one failed operation does not stop the ones after it
      return result;
    };
  }
}
