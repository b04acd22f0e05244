// PGlite is one process per DATA_DIR: a second server on the same folder refuses to start with a
// clear message (and exit code 1), while the first one keeps serving. A lock left by a dead
// process (kill -9, a crash) is stale and does not block the next start.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DataDirInUseError, LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { startServerProcess } from '../helpers/server-process';

/** A PID that certainly belongs to no running process: one that has just exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('one server per PGlite DATA_DIR', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fakeout-datadir-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a second server on the same DATA_DIR stops with a clear message; the first goes on', async () => {
    const dataDir = freshDir();
    const first = startServerProcess({ DATA_DIR: dataDir });
    children.push(first.child);
    const url = await first.url;
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    const second = startServerProcess({ DATA_DIR: dataDir });
    children.push(second.child);
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Fakeout server`);
    expect(second.output()).toContain(`PID ${first.child.pid}`);
    expect(second.output()).toContain('DATABASE_URL');

    expect((await fetch(new URL('/readyz', url))).status).toBe(200);
    // A clean stop releases the lock.
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(() => readFileSync(join(dataDir, LOCK_FILE))).toThrow();
  }, 60_000);

  it('a lock left by a dead process is stale: the next server starts', async () => {
    const dataDir = freshDir();
    // Make the folder a real database first, then leave a lock as kill -9 would.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.close();
    writeFileSync(join(dataDir, LOCK_FILE), `${deadPid()}\n`);

    const server = startServerProcess({ DATA_DIR: dataDir });
    children.push(server.child);
    const url = await server.url;
    expect((await fetch(new URL('/readyz', url))).status).toBe(200);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(server.child.pid));
  }, 60_000);

  it('in one process, a second handle on the same folder is refused until the first closes', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 30_000);
});
