// Sessions (DESIGN.md): a row per signed-in browser keyed by the SHA-256 of its cookie token.
// 30 days from sign-in; revocable one by one (logout) or all together (password reset, in
// services/recovery.ts).
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
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

/** The user of a live session, or undefined for an unknown or expired token. */
export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, now)));
  return row?.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}
