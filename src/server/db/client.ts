// Opens the database: PGlite (embedded Postgres in WASM) by default, PostgreSQL through a `pg` pool
// when a URL is given. Both speak the same drizzle pg-core schema and the same SQL migrations.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { timeSlice } from './time-slices';
import * as schema from './schema';

/** DATA_DIR value for an in-memory PGlite database (tests; nothing is kept). */
export const IN_MEMORY = 'memory://';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  // a folder, or 'memory://' for an in-memory database, which may start as a copy of another's
  // dump (PGlite's dumpDataDir: tests migrate one database and clone it, issue 23)
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** A fixed statement for DatabaseHandle.prepared: a name unique per text, and the text. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

export interface DatabaseHandle {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Database;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Runs one fixed SQL statement with positional parameters ($1…), bypassing drizzle's query
   * building: for a hot path whose statement text never changes. On PostgreSQL it is a named
   * prepared statement (parsed and planned once per connection); PGlite runs it in process.
   */
  prepared<Row = Record<string, unknown>>(
    statement: PreparedStatement,
    params: unknown[],
  ): Promise<Row[]>;
  /** Applies pending SQL migrations from drizzle/ (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** drizzle/ holds the SQL migrations; found by walking up from this file (src/ or dist/ layouts). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Could not find the drizzle/ migrations folder');
}

/** The longest a request waits for PostgreSQL (connection, statement or answer) before a 503. */
export const DATABASE_TIMEOUT_MS = 1_500;

// An arbitrary constant key: instances starting together on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_KEY = 727_274_001;

export class DataDirOpenError extends Error {
  constructor(
    readonly dataDir: string,
    readonly mode: number,
  ) {
    super(
      `DATA_DIR ${dataDir} can be read by other users (mode ${mode.toString(8).padStart(3, '0')}). ` +
        `It holds password hashes, so Fakeout will not use it: run chmod 700 ${dataDir} and start again.`,
    );
    this.name = 'DataDirOpenError';
  }
}

/**
 * Takes group and other access off everything in the folder. PGlite's file system layer sets its
 * files to 0666 whatever the umask; the 0700 folder already keeps others out, this is the second lock.
 */
async function tightenDataDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      const mode = (await stat(path)).mode & 0o777;
      if ((mode & 0o077) !== 0) await chmod(path, mode & 0o700);
    } catch {
      // a file PGlite removed meanwhile
    }
  }
}

/** Throws DataDirOpenError when the folder is open to its group or to others (not on Windows). */
async function refuseOpenDataDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const mode = (await stat(dir)).mode & 0o777;
  if ((mode & 0o077) !== 0) throw new DataDirOpenError(dir, mode);
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    let client: PGlite;
    let unlock = () => {};
    if (target.dataDir === IN_MEMORY) {
      client = target.loadDataDir ? new PGlite({ loadDataDir: target.loadDataDir }) : new PGlite();
    } else {
      const dir = resolve(target.dataDir);
      // The folder holds password and answer hashes: this user's alone, like PostgreSQL's own
      // data directory (issue 13). New files are made 0600 (the umask), the folder 0700.
      process.umask(0o077);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await refuseOpenDataDir(dir);
      // One process per folder: a second server on this DATA_DIR stops here with a clear message.
      unlock = lockDataDir(dir);
      client = new PGlite(dir);
    }
    try {
      await client.waitReady;
      if (target.dataDir !== IN_MEMORY) await tightenDataDir(resolve(target.dataDir));
    } catch (err) {
      unlock();
      throw err;
    }
    // Queries take turns with the event loop (new connections, other requests): time-slices.ts.
    timeSlice(client);
    const db = drizzlePglite(client, { schema });
    return {
      kind: 'pglite',
      db: db as unknown as Database,
      ping: async () => {
        await client.query('select 1');
      },
      prepared: async <Row>(statement: PreparedStatement, params: unknown[]) =>
        (await client.query<Row>(statement.text, params)).rows,
      migrate: async () => {
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
        if (target.dataDir !== IN_MEMORY) await tightenDataDir(resolve(target.dataDir));
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
          if (target.dataDir !== IN_MEMORY) await tightenDataDir(resolve(target.dataDir));
        } finally {
          unlock();
        }
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // A database that is down, unreachable or hung costs a request at most this long, then 503
    // (docs/decisions/004-database-timeouts-and-commits.md): waiting for a connection (pool slot included),
    // a statement the server runs too long, and an answer that never arrives.
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    statement_timeout: DATABASE_TIMEOUT_MS,
    query_timeout: DATABASE_TIMEOUT_MS + 200,
    idleTimeoutMillis: 30_000,
    // A commit does not wait for its WAL flush (docs/decisions/004-database-timeouts-and-commits.md):
    // 5x the writes per second here; a PostgreSQL crash may lose the last ~0.6 s of commits, never
    // consistency. `?options=-c%20synchronous_commit%3Don` in DATABASE_URL overrides it.
    options: '-c synchronous_commit=off',
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    ping: async () => {
      await pool.query('select 1');
    },
    prepared: async <Row>(statement: PreparedStatement, params: unknown[]) =>
      (await pool.query({ name: statement.name, text: statement.text, values: params }))
        .rows as Row[],
    migrate: async () => {
      // Its own connection without the request timeouts: waiting for another instance's
      // migration, or a migration rewriting a big table, may take longer than a request may.
      const client = new pg.Client({
        connectionString: target.url,
        connectionTimeoutMillis: 10_000,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
