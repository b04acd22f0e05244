// Vitest global setup (issue 23): migrates one in-memory PGlite database and dumps it to a file
// once per run; each API test file then starts its database from the dump (test-db.ts), so initdb
// and the migrations run once, not once per file. The dump holds the schema only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/server/db/client';
import { PGLITE_TEMPLATE_ENV } from './test-db';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'fakeout-pglite-template-'));
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
