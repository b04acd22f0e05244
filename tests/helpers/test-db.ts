// Databases for API tests: in-memory PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is
// set. Each PostgreSQL run creates its own database and drops it afterwards.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** For postgres: the URL of the throwaway database (to open a second app on it). */
  url?: string;
  drop(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The database kinds this run covers; postgres only when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_KINDS: TestDatabaseKind[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

if (!TEST_DATABASE_URL && !process.env.FAKEOUT_QUIET_DB_NOTICE) {
  process.env.FAKEOUT_QUIET_DB_NOTICE = '1';
  console.warn(
    '[tests] TEST_DATABASE_URL is not set: API tests run on PGlite only, not on PostgreSQL.',
  );
}

/**
 * Where the vitest global setup (tests/helpers/pglite-template.ts) left a migrated PGlite's dump:
 * every API test file starts its database from it instead of running initdb and the migrations
 * again (about 5 s a file on this machine, issue 23). Without it each file migrates its own.
 */
export const PGLITE_TEMPLATE_ENV = 'FAKEOUT_PGLITE_TEMPLATE';

async function template(): Promise<Blob | undefined> {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  if (!path || !existsSync(path)) return undefined;
  return new Blob([await readFile(path)]);
}

export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const loadDataDir = await template();
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: IN_MEMORY,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    // a no-op on the template's copy, which is already at the latest migration
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fakeout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close().catch(() => {});
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
