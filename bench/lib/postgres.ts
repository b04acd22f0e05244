// A PostgreSQL server for the benches and the load run: BENCH_DATABASE_URL, else a local server on
// 127.0.0.1:5432 if one answers. Each run creates its own throwaway database and drops it after.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function portAnswers(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(timeoutMs, () => done(false));
  });
}

/** The admin URL of a PostgreSQL server to use, with why; undefined when there is none. */
export async function findPostgres(): Promise<{ url: string; source: string } | undefined> {
  const configured = process.env.BENCH_DATABASE_URL?.trim();
  if (configured) return { url: configured, source: 'BENCH_DATABASE_URL' };
  if (!(await portAnswers('127.0.0.1', 5432))) return undefined;
  const client = new pg.Client({ connectionString: LOCAL_SERVER, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url: LOCAL_SERVER, source: 'local server 127.0.0.1:5432' };
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the server; drop() removes it (forcing out any connection). */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix = 'fakeout_bench',
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
