// Grouped reads for the hottest read (the signed-in user of a request, issue 13), the reading twin of
// group-writes.ts: keys asked for while earlier reads are in flight wait and go to the database
// together, in one statement. A lone request is read at once (no timer, no added latency); under load
// one round trip serves many requests. A key always waits for a statement sent after it was asked
// for, so a read never sees the database as it was before the request arrived: a logout, a reset
// or a role change committed before a request counts for it, on any instance.
import { isDatabaseUnavailable } from '../http-error';

export interface GroupReadOptions {
  /** Keys in one statement at most. */
  maxKeys: number;
  /** Statements in flight at once; further keys queue and form the next groups. */
  maxInFlight: number;
}

interface Pending<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/** Wraps `read` (one statement for all the keys given) into a per-key function that groups calls. */
export function groupReads<K, V>(
  read: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  { maxKeys, maxInFlight }: GroupReadOptions,
): (key: K) => Promise<V | undefined> {
  const queue: Pending<K, V>[] = [];
  let inFlight = 0;

  const settle = async (group: Pending<K, V>[]) => {
    try {
      const found = await read([...new Set(group.map((p) => p.key))]);
      for (const p of group) p.resolve(found.get(p.key));
    } catch (err) {
      // a database that is down fails the queued keys at once too, rather than one timeout each
      const failed = isDatabaseUnavailable(err) ? [...group, ...queue.splice(0)] : group;
      for (const p of failed) p.reject(err);
    }
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight++;
      void settle(queue.splice(0, maxKeys)).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      pump();
    });
}
