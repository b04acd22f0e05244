import { describe, expect, it } from 'vitest';
import { groupReads } from './group-reads';

/** A read function whose statements the test answers by hand, recording each group of keys. */
function controlledRead() {
  const groups: string[][] = [];
  const pending: { resolve: (m: Map<string, number>) => void; reject: (err: unknown) => void }[] =
    [];
  const read = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      groups.push(keys);
      pending.push({ resolve, reject });
    });
  return { read, groups, pending };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('groupReads', () => {
  it('reads a lone key at once and answers what the statement found (or undefined)', async () => {
    const db = controlledRead();
    const get = groupReads(db.read, { maxKeys: 10, maxInFlight: 1 });
    const a = get('a');
    const b = get('b');
    expect(db.groups).toEqual([['a']]);
    db.pending[0]!.resolve(new Map([['a', 1]]));
    await expect(a).resolves.toBe(1);
    await flush();
    expect(db.groups).toEqual([['a'], ['b']]);
    db.pending[1]!.resolve(new Map());
    await expect(b).resolves.toBeUndefined();
  });

  it('never answers a key from a statement sent before it was asked for', async () => {
    const db = controlledRead();
    const get = groupReads(db.read, { maxKeys: 10, maxInFlight: 1 });
    const first = get('x');
    // asked while the first statement is in flight: it must wait for the next one, even for the same key
    const again = get('x');
    db.pending[0]!.resolve(new Map([['x', 1]])); // e.g. the session as it was
    await expect(first).resolves.toBe(1);
    await flush();
    expect(db.groups).toEqual([['x'], ['x']]);
    db.pending[1]!.resolve(new Map()); // logged out meanwhile
    await expect(again).resolves.toBeUndefined();
  });

  it('groups the keys that arrive during a statement, each key once, up to maxKeys', async () => {
    const db = controlledRead();
    const get = groupReads(db.read, { maxKeys: 3, maxInFlight: 1 });
    const first = get('a');
    const rest = ['b', 'c', 'b', 'd', 'e'].map((k) => get(k));
    db.pending[0]!.resolve(new Map([['a', 1]]));
    await first;
    await flush();
    expect(db.groups[1]).toEqual(['b', 'c']); // b, c, b: three requests, two keys
    db.pending[1]!.resolve(
      new Map([
        ['b', 2],
        ['c', 3],
      ]),
    );
    await flush();
    expect(db.groups[2]).toEqual(['d', 'e']);
    db.pending[2]!.resolve(new Map([['e', 5]]));
    await expect(Promise.all(rest)).resolves.toEqual([2, 3, 2, undefined, 5]);
  });

  it('runs up to maxInFlight statements at once', () => {
    const db = controlledRead();
    const get = groupReads(db.read, { maxKeys: 10, maxInFlight: 2 });
    void get('a');
    void get('b');
    void get('c');
    expect(db.groups).toEqual([['a'], ['b']]);
  });

  it('fails a group with its error; a database that is down fails the queued keys at once too', async () => {
    const db = controlledRead();
    const get = groupReads(db.read, { maxKeys: 10, maxInFlight: 1 });
    const a = get('a');
    const queued = get('b');
    db.pending[0]!.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }));
    await expect(a).rejects.toThrow('down');
    await expect(queued).rejects.toThrow('down');
    expect(db.groups).toEqual([['a']]);
    // and later keys are read again
    const c = get('c');
    db.pending[1]!.resolve(new Map([['c', 3]]));
    await expect(c).resolves.toBe(3);
  });

  it('fails only its own group for any other error', async () => {
    const db = controlledRead();
    const get = groupReads(db.read, { maxKeys: 10, maxInFlight: 1 });
    const a = get('a');
    const b = get('b');
    db.pending[0]!.reject(new Error('odd'));
    await expect(a).rejects.toThrow('odd');
    await flush();
    db.pending[1]!.resolve(new Map([['b', 2]]));
    await expect(b).resolves.toBe(2);
  });
});
