// PGlite is one process per data folder: two servers writing one DATA_DIR would corrupt it. The
// first server writes its PID into DATA_DIR/fakeout.lock; a second one finds a live PID there and
// refuses to start with a clear message. A lock whose PID is dead (a crash, kill -9) is stale and
// is taken over.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'fakeout.lock';

/** Folders this process holds, so a second handle in the same process is refused too. */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Fakeout server (PID ${pid}). The embedded database ` +
        'serves one process per folder: stop that server, give this one another DATA_DIR, or set ' +
        'DATABASE_URL so several servers share one PostgreSQL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes DATA_DIR's lock for this process; returns the release function. Throws DataDirInUseError. */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  if (heldHere.has(dir)) throw new DataDirInUseError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written whole under a private name, then linked into place: link() fails when the lock
    // exists, and nobody ever sees a half-written lock file.
    const draft = `${path}.${process.pid}`;
    writeFileSync(draft, `${process.pid}\n`);
    try {
      linkSync(draft, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
    // Ours: just linked, or our PID left by an earlier process that had the same PID (stale).
    if (readPid(path) === process.pid) {
      heldHere.add(dir);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(dir);
        if (readPid(path) === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        }
      };
    }
    const owner = readPid(path);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(dir, owner);
    }
    // Stale (dead PID, or unreadable): remove it and try again.
    try {
      unlinkSync(path);
    } catch {
      // another starter removed it first
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
