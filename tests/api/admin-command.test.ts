// Issue 6: `npm run admin -- grant|revoke|grant-premium|revoke-premium <username>`: the operator
// command's main() against a temp PGlite DATA_DIR and (with TEST_DATABASE_URL) a throwaway
// PostgreSQL database; messages and exit codes for an unknown user, bad usage and a busy DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/admin';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { createTestDatabase, TEST_DATABASE_URL } from '../helpers/test-db';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

async function insertUser(handle: DatabaseHandle, username: string) {
  await handle.db.insert(users).values({
    username,
    usernameKey: username.toLowerCase(),
    email: `${username.toLowerCase()}@example.com`,
    passwordHash: 'not-a-real-hash',
  });
}

async function roles(handle: DatabaseHandle, username: string) {
  const [row] = await handle.db
    .select({ isAdmin: users.isAdmin, isPremium: users.isPremium })
    .from(users)
    .where(eq(users.usernameKey, username.toLowerCase()));
  return row;
}

describe('admin command: usage', () => {
  it.each([
    [[], 'Missing <username>.'],
    [['grant'], 'Missing <username>.'],
    [['promote', 'alice'], 'Unknown command: promote'],
    [['grant', 'alice', 'bob'], 'Unexpected arguments: bob'],
  ])('%j exits 2 with the usage', async (argv, message) => {
    const c = capture();
    expect(await main(argv, { DATA_DIR: 'memory://' }, c.io)).toBe(2);
    expect(c.err[0]).toBe(message);
    expect(c.err.join('\n')).toContain('Usage: npm run admin -- <command> <username>');
  });

  it('--help prints the usage and exits 0', async () => {
    const c = capture();
    expect(await main(['--help'], {}, c.io)).toBe(0);
    expect(c.out.join('\n')).toContain('grant-premium <username>');
  });

  it('a bad environment exits 2 with the reason', async () => {
    const c = capture();
    expect(await main(['grant', 'alice'], { DATABASE_URL: 'mysql://x' }, c.io)).toBe(2);
    expect(c.err.join('\n')).toMatch(/DATABASE_URL: must start with postgres:\/\//);
  });
});

describe('admin command on PGlite (DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fakeout-admin-cmd-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir };

  it('grants and revokes admin and premium; unknown users exit 1', async () => {
    let handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.migrate();
    await insertUser(handle, 'Alice');
    await handle.close();

    let c = capture();
    expect(await main(['grant', 'alice'], env, c.io)).toBe(0); // case-insensitive, like login
    expect(c.out).toEqual(['Alice: admin, not premium']);
    c = capture();
    expect(await main(['grant-premium', 'ALICE'], env, c.io)).toBe(0);
    expect(c.out).toEqual(['Alice: admin, premium']);
    c = capture();
    expect(await main(['revoke', 'Alice'], env, c.io)).toBe(0);
    expect(c.out).toEqual(['Alice: not admin, premium']);

    c = capture();
    expect(await main(['grant', 'nobody'], env, c.io)).toBe(1);
    expect(c.err[0]).toBe(`No account with the username "nobody" (PGlite in ${dataDir}).`);

    handle = await openDatabase({ kind: 'pglite', dataDir });
    expect(await roles(handle, 'Alice')).toEqual({ isAdmin: false, isPremium: true });

    // While a server (here: this handle) has DATA_DIR open, the command refuses with a clear error.
    c = capture();
    const code = await main(['grant', 'Alice'], env, c.io);
    await handle.close();
    if (code === 1) {
      expect(c.err.join('\n')).toMatch(/stop the Fakeout server first/);
    } else {
      // Without a data-dir lock in the database layer the open succeeds; the change still lands.
      expect(code).toBe(0);
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('admin command on PostgreSQL (DATABASE_URL)', () => {
  it('grants and revokes the roles in the database DATABASE_URL names', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await insertUser(database.handle, 'Bob');
      const env = { DATABASE_URL: database.url, DATA_DIR: '/nonexistent-not-used' };
      let c = capture();
      expect(await main(['grant', 'bob'], env, c.io)).toBe(0);
      expect(c.out).toEqual(['Bob: admin, not premium']);
      c = capture();
      expect(await main(['grant-premium', 'bob'], env, c.io)).toBe(0);
      expect(await roles(database.handle, 'Bob')).toEqual({ isAdmin: true, isPremium: true });
      c = capture();
      expect(await main(['revoke-premium', 'bob'], env, c.io)).toBe(0);
      expect(await main(['revoke', 'bob'], env, c.io)).toBe(0);
      expect(await roles(database.handle, 'Bob')).toEqual({ isAdmin: false, isPremium: false });
      c = capture();
      expect(await main(['revoke', 'carol'], env, c.io)).toBe(1);
      expect(c.err[0]).toBe('No account with the username "carol" (PostgreSQL (DATABASE_URL)).');
    } finally {
      await database.drop();
    }
  });
});
