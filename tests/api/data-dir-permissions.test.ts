// DATA_DIR holds the embedded database, password hashes included (issue 13): the folder is made
// 0700, its files 0600, and a folder open to other users is refused with a clear message.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirOpenError, openDatabase } from '../../src/server/db/client';

const root = mkdtempSync(join(tmpdir(), 'fakeout-perms-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder below dir whose mode lets its group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && (statSync(path).mode & 0o077) !== 0) found.push(path);
  }
  return found;
}

describe.skipIf(process.platform === 'win32')('DATA_DIR permissions', () => {
  it('makes a new DATA_DIR 0700 and every database file private to this user', async () => {
    const dir = join(root, 'fresh', 'data');
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await db.migrate();
    } finally {
      await db.close();
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir).length).toBeGreaterThan(0);
    expect(openToOthers(dir)).toEqual([]);
  });

  it.each([0o755, 0o750, 0o707])(
    'refuses a DATA_DIR with mode %o, saying how to fix it',
    async (mode) => {
      const dir = join(root, `open-${mode.toString(8)}`);
      mkdirSync(dir);
      chmodSync(dir, mode);
      const opening = openDatabase({ kind: 'pglite', dataDir: dir });
      await expect(opening).rejects.toBeInstanceOf(DataDirOpenError);
      await expect(opening).rejects.toThrow(`run chmod 700 ${dir}`);
      // nothing was written into it
      expect(readdirSync(dir)).toEqual([]);
    },
  );
});
