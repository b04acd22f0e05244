// Sessions (DESIGN.md): a row per signed-in browser keyed by the SHA-256 of its cookie token.
// 30 days from sign-in; revocable one by one (logout) or all together (password reset, in
// services/recovery.ts).
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database, DatabaseHandle, PreparedStatement } from '../db/client';
import { sessions, users } from '../db/schema';
import { groupReads } from '../db/group-reads';
import { newToken, sha256Hex } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** Starts a fresh session for the user; the token goes in the cookie and nowhere else. */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256Hex(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** What a request needs to know of its signed-in user: who, their settings and their roles. */
export const SESSION_USER_FIELDS = [
  'id',
  'username',
  'email',
  'randomnessLevel',
  'ageRange',
  'isAdmin',
  'isPremium',
] as const;
export type SessionUser = Pick<UserRow, (typeof SESSION_USER_FIELDS)[number]>;

const USER_COLUMNS = SESSION_USER_FIELDS.map((key) => [key, getTableColumns(users)[key]] as const);

/**
 * Every signed-in request asks this, so it is one fixed statement, prepared once per connection,
 * without drizzle's per-call query building, and the requests arriving together share it
 * (group-reads.ts; issue 13: GET /api/user signed in was 0.1× bare node:http). Each request still
 * waits for a statement sent after it arrived: a logout, a password reset or a role change on any
 * instance counts from the very next request.
 */
const SESSION_USERS: PreparedStatement = {
  name: 'fakeout_session_users_v1',
  text:
    `select s.token_hash as "tokenHash", ${USER_COLUMNS.map(([, column]) => `u."${column.name}"`).join(', ')} ` +
    'from sessions s join users u on u.id = s.user_id ' +
    'where s.token_hash = any($1::text[]) and s.expires_at > $2',
};

/** Reads the live sessions among these token hashes: token hash → its user. */
async function readSessionUsers(
  database: Pick<DatabaseHandle, 'prepared'>,
  tokenHashes: string[],
  now: Date,
): Promise<Map<string, SessionUser>> {
  const rows = await database.prepared(SESSION_USERS, [tokenHashes, now]);
  const found = new Map<string, SessionUser>();
  for (const row of rows) {
    const user: Record<string, unknown> = {};
    for (const [key, column] of USER_COLUMNS) {
      const value = row[column.name];
      user[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    found.set(row.tokenHash as string, user as SessionUser);
  }
  return found;
}

/** Requests' session lookups, grouped while one is in flight (at most 2 statements at once). */
export function sessionUserLookup(
  database: Pick<DatabaseHandle, 'prepared'>,
  now: () => Date,
): (token: string) => Promise<SessionUser | undefined> {
  const read = groupReads<string, SessionUser>(
    (hashes) => readSessionUsers(database, hashes, now()),
    { maxKeys: 64, maxInFlight: 2 },
  );
  return (token) => read(sha256Hex(token));
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}
