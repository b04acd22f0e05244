// Group commit for a hot write: rows submitted while earlier writes are still in flight wait and
// go to the database together, in one statement. A lone request is written at once (no timer, no
// added latency); under load each statement carries many rows, so the per-statement costs (the
// round trip, parsing, the commit, the statement-level triggers) are paid once per group.
// Every caller still learns the fate of its own row: a group refused for its data (SQLSTATE class
// 22 or 23) is retried row by row, so one bad row fails alone; any other error fails the whole
// group, since retrying row by row would only add load. When the error says the database is
// unavailable (down, or hung until the timeout), the rows queued behind that statement fail with
// it at once instead of waiting through a timeout of their own: a caller hears within one timeout.
import { databaseErrorCode, isDatabaseUnavailable } from '../http-error';

export interface GroupWriteOptions {
  /** Rows in one statement at most. */
  maxRows: number;
  /** Statements in flight at once; further rows queue and form the next groups. */
  maxInFlight: number;
}

interface Pending<T> {
  row: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Wraps `write` (one statement for all the rows given) into a per-row function that groups calls. */
export function groupWrites<T>(
  write: (rows: T[]) => Promise<void>,
  { maxRows, maxInFlight }: GroupWriteOptions,
): (row: T) => Promise<void> {
  const queue: Pending<T>[] = [];
  let inFlight = 0;

  const settle = async (group: Pending<T>[]) => {
    try {
      await write(group.map((p) => p.row));
      for (const p of group) p.resolve();
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        for (const p of [...group, ...queue.splice(0)]) p.reject(err);
        return;
      }
      if (group.length === 1 || !isDataError(err)) {
        for (const p of group) p.reject(err);
        return;
      }
      for (const p of group) {
        try {
          await write([p.row]);
          p.resolve();
        } catch (rowErr) {
          p.reject(rowErr);
        }
      }
    }
  };

  const pump = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight++;
      void settle(queue.splice(0, maxRows)).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      pump();
    });
}

/** Data exception (22xxx) or integrity constraint violation (23xxx): the rows, not the database. */
function isDataError(err: unknown): boolean {
  const code = databaseErrorCode(err);
  return code !== undefined && /^2[23]/.test(code);
}
