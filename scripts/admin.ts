// The operator command for roles (issue 6): the only way to make someone an admin or premium.
//   npm run admin -- grant <username>            make <username> an admin
//   npm run admin -- revoke <username>           take the admin role away
//   npm run admin -- grant-premium <username>    mark the account premium
//   npm run admin -- revoke-premium <username>   take premium away
//   npm run admin -- show <username>             print the account's roles
// It opens the database the server would (DATABASE_URL, else PGlite in DATA_DIR), read through
// src/server/env.ts. PGlite serves one process per folder: stop the server before running it there.
// A change applies to the user's next request: the role guards read the role from the database.
// Exit codes: 0 done, 1 unknown user or database failure, 2 bad usage or bad environment.
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { usernameKey } from '../src/server/services/users';

export const USAGE = `Usage: npm run admin -- <command> <username>

Commands:
  grant <username>            make the account an admin (it sees /admin)
  revoke <username>           remove the admin role
  grant-premium <username>    mark the account premium
  revoke-premium <username>   remove premium
  show <username>             print the account's roles

The database is the server's: DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR
(default ./data). With PGlite, stop the server first: one process at a time may open DATA_DIR.`;

const COMMANDS = {
  grant: { isAdmin: true },
  revoke: { isAdmin: false },
  'grant-premium': { isPremium: true },
  'revoke-premium': { isPremium: false },
  show: {},
} as const satisfies Record<string, Partial<{ isAdmin: boolean; isPremium: boolean }>>;
type Command = keyof typeof COMMANDS;

export interface AdminCommandIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: AdminCommandIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** Runs the command; resolves with the process exit code. */
export async function main(
  argv: readonly string[],
  source: Record<string, string | undefined>,
  io: AdminCommandIo = consoleIo,
): Promise<number> {
  const [command, username, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (!command || !(command in COMMANDS) || !username?.trim() || rest.length > 0) {
    if (command && !(command in COMMANDS)) io.err(`Unknown command: ${command}`);
    else if (!username?.trim()) io.err('Missing <username>.');
    else io.err(`Unexpected arguments: ${rest.join(' ')}`);
    io.err('');
    io.err(USAGE);
    return 2;
  }
  const parsed = parseEnv(source);
  if (!parsed.ok) {
    io.err(parsed.message);
    return 2;
  }
  const env = parsed.env;
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 }
        : { kind: 'pglite', dataDir: env.DATA_DIR },
    );
    await handle.migrate();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`Could not open the database, ${where}: ${message}`);
    if (!env.DATABASE_URL) {
      io.err('With PGlite, stop the Fakeout server first: only one process may open DATA_DIR.');
    }
    return 1;
  }

  try {
    const change = COMMANDS[command as Command];
    const key = usernameKey(username);
    const [row] =
      Object.keys(change).length > 0
        ? await handle.db
            .update(users)
            .set({ ...change, updatedAt: new Date() })
            .where(eq(users.usernameKey, key))
            .returning()
        : await handle.db.select().from(users).where(eq(users.usernameKey, key));
    if (!row) {
      io.err(`No account with the username "${username}" (${where}).`);
      return 1;
    }
    const roles = [row.isAdmin ? 'admin' : 'not admin', row.isPremium ? 'premium' : 'not premium'];
    io.out(`${row.username}: ${roles.join(', ')}`);
    return 0;
  } catch (error) {
    io.err(`The change failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
