import { describe, expect, it } from 'vitest';
import { groupWrites } from './group-writes';

/** A write function whose statements the test finishes by hand, recording each group it got. */
function controlledWrite() {
  const groups: number[][] = [];
  const pending: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(rows);
      pending.push({ resolve, reject });
    });
  return { write, groups, pending };
}

const flush = () => new Promise((r) => setImmediate(r));

function sqlError(code: string) {
  return Object.assign(new Error(`database error ${code}`), { code });
}

describe('groupWrites', () => {
  it('writes a lone row at once, with no waiting for company', async () => {
    const db = controlledWrite();
    const insert = groupWrites(db.write, { maxRows: 10, maxInFlight: 1 });
    const done = insert(1);
    expect(db.groups).toEqual([[1]]);
    db.pending[0]!.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('writes the rows that arrive during a statement together in the next one', async () => {
    const db = controlledWrite();
    const insert = groupWrites(db.write, { maxRows: 10, maxInFlight: 1 });
    const first = insert(1);
    const rest = [2, 3, 4].map((n) => insert(n));
    expect(db.groups).toEqual([[1]]);
    db.pending[0]!.resolve();
    await first;
    await flush();
    expect(db.groups).toEqual([[1], [2, 3, 4]]);
    db.pending[1]!.resolve();
    await expect(Promise.all(rest)).resolves.toHaveLength(3);
  });

  it('keeps groups within maxRows and statements within maxInFlight', async () => {
    const db = controlledWrite();
    const insert = groupWrites(db.write, { maxRows: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => insert(n));
    expect(db.groups).toEqual([[1], [2]]);
    db.pending[0]!.resolve();
    await flush();
    expect(db.groups).toEqual([[1], [2], [3, 4]]);
    db.pending[1]!.resolve();
    await flush();
    expect(db.groups).toEqual([[1], [2], [3, 4], [5, 6]]);
    db.pending[2]!.resolve();
    db.pending[3]!.resolve();
    await expect(Promise.all(all)).resolves.toHaveLength(6);
  });

  it('retries a group refused for its data row by row: only the bad row fails', async () => {
    const written: number[] = [];
    const insert = groupWrites(
      async (rows: number[]) => {
        if (rows.includes(13)) throw sqlError('23514'); // check_violation
        written.push(...rows);
      },
      { maxRows: 10, maxInFlight: 1 },
    );
    const first = insert(1);
    const group = [12, 13, 14].map((n) => insert(n));
    await first;
    const results = await Promise.allSettled(group);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect(written).toEqual([1, 12, 14]);
  });

  it('fails a group that is not refused for its data as a whole, without retrying', async () => {
    let statements = 0;
    const insert = groupWrites(
      async () => {
        statements++;
        throw sqlError('42P01'); // undefined_table: no row would fare better alone
      },
      { maxRows: 10, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => insert(n)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    // The first row alone, then the two that waited, together: no row-by-row retries.
    expect(statements).toBe(2);
  });

  it('fails the rows waiting behind a statement when the database proves unavailable', async () => {
    const db = controlledWrite();
    const insert = groupWrites(db.write, { maxRows: 10, maxInFlight: 1 });
    const all = [1, 2, 3].map((n) => insert(n));
    expect(db.groups).toEqual([[1]]);
    db.pending[0]!.reject(sqlError('57014')); // statement_timeout: the database hangs
    const results = await Promise.allSettled(all);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // Rows 2 and 3 never waited through a timeout of their own.
    expect(db.groups).toEqual([[1]]);
    // A row that comes later is tried afresh.
    const later = insert(4);
    expect(db.groups).toEqual([[1], [4]]);
    db.pending[1]!.resolve();
    await expect(later).resolves.toBeUndefined();
  });

  it('goes on writing after a failed statement', async () => {
    let fail = true;
    const insert = groupWrites(
      async () => {
        if (fail) throw sqlError('57P01');
      },
      { maxRows: 10, maxInFlight: 1 },
    );
    await expect(insert(1)).rejects.toMatchObject({ code: '57P01' });
    fail = false;
    await expect(insert(2)).resolves.toBeUndefined();
  });
});
