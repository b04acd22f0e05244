// The auth limits, counted in the database so they hold across every app instance:
//   · at most N auth requests per IP per minute (10 unless configured);
//   · login: 5 failures for one account from one IP within 15 minutes, 30 per account per hour
//     from all IPs together → 429 with Retry-After, even with the right password; a device the
//     account signed in from before is not held back by the account-wide limit (decision 010);
//   · recovery: 3 failed verifications per account per hour or 5 per day lock recovery (not login)
//     for 24 hours; and one address may fail at most 6 verifications a day over all accounts
//     together (no spraying guesses across accounts, issue 13).
// Each attempt is written before it is judged ("insert, then count"), so concurrent requests on
// several instances cannot slip past a limit together.
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  authAttempts,
  passwordResetTokens,
  sessions,
  users,
  type AuthAttemptKind,
} from '../db/schema';
import { HttpError } from '../http-error';
import { pruneDevices } from './devices';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const AUTH_REQUEST_WINDOW_MS = MINUTE_MS;
export const DEFAULT_AUTH_REQUESTS_PER_MINUTE = 10;

export const LOGIN_IP_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_IP_MAX_FAILURES = 5;
export const LOGIN_ACCOUNT_WINDOW_MS = HOUR_MS;
export const LOGIN_ACCOUNT_MAX_FAILURES = 30;

export const RECOVERY_HOUR_MAX_FAILURES = 3;
export const RECOVERY_DAY_MAX_FAILURES = 5;
export const RECOVERY_LOCK_MS = DAY_MS;
export const RECOVERY_IP_DAY_MAX_FAILURES = 6;

/** Rows older than every window are deleted now and then. */
const KEEP_ATTEMPTS_MS = DAY_MS + HOUR_MS;
const PRUNE_EVERY_MS = 10 * MINUTE_MS;

interface Scope {
  kind: AuthAttemptKind;
  subject: string;
  /** Only rows from this IP (the per-account-and-IP login limit). */
  ip?: string;
}

function scopeWhere(scope: Scope, since: Date) {
  return and(
    eq(authAttempts.kind, scope.kind),
    eq(authAttempts.subject, scope.subject),
    gt(authAttempts.createdAt, since),
    scope.ip === undefined ? undefined : eq(authAttempts.ip, scope.ip),
  );
}

async function insertAttempt(db: Database, scope: Scope, now: Date): Promise<number> {
  const [row] = await db
    .insert(authAttempts)
    .values({ kind: scope.kind, subject: scope.subject, ip: scope.ip ?? null, createdAt: now })
    .returning({ id: authAttempts.id });
  return row!.id;
}

async function deleteAttempt(db: Database, id: number): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

async function countInWindow(db: Database, scope: Scope, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authAttempts).where(scopeWhere(scope, since));
  return Number(row?.n ?? 0);
}

/**
 * Seconds until fewer than `max` rows remain in the window: when the max-th newest row leaves it.
 * At least 1.
 */
async function secondsUntilBelow(
  db: Database,
  scope: Scope,
  windowMs: number,
  max: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(scopeWhere(scope, since))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(max - 1);
  if (!row) return 1;
  return secondsBetween(now, new Date(row.createdAt.getTime() + windowMs));
}

function secondsBetween(now: Date, later: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}

/** A 429 with Retry-After (seconds). */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
}

function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function inHours(seconds: number): string {
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

// ── Auth requests per IP ───────────────────────────────────────────────────────────────────────

/** Counts one auth request from `ip`; throws 429 when it is over `max` in the last minute. */
export async function countAuthRequest(
  db: Database,
  ip: string,
  max: number,
  now: Date,
): Promise<void> {
  await pruneNowAndThen(db, now);
  const scope: Scope = { kind: 'auth_request', subject: `ip:${ip}` };
  const id = await insertAttempt(db, scope, now);
  const since = new Date(now.getTime() - AUTH_REQUEST_WINDOW_MS);
  if ((await countInWindow(db, scope, since)) <= max) return;
  // Refused requests are not kept: the wait is the time until the oldest counted one expires.
  await deleteAttempt(db, id);
  const seconds = await secondsUntilBelow(db, scope, AUTH_REQUEST_WINDOW_MS, max, now);
  throw tooManyRequests(`Too many requests: try again in ${seconds} s`, seconds);
}

// ── Login failures ─────────────────────────────────────────────────────────────────────────────

/**
 * Opens a login attempt for an account key from an IP: recorded as a failure until
 * `loginSucceeded`. Throws 429 (and forgets the attempt) while either login limit is reached, so
 * the right password is refused too.
 */
export async function beginLoginAttempt(
  db: Database,
  accountKey: string,
  ip: string,
  now: Date,
  knownDevice = false,
): Promise<number> {
  const perIp: Scope = { kind: 'login_failure', subject: accountKey, ip };
  const perAccount: Scope = { kind: 'login_failure', subject: accountKey };
  const id = await insertAttempt(db, perIp, now);
  const ipCount = await countInWindow(db, perIp, new Date(now.getTime() - LOGIN_IP_WINDOW_MS));
  const accountCount = await countInWindow(
    db,
    perAccount,
    new Date(now.getTime() - LOGIN_ACCOUNT_WINDOW_MS),
  );
  const ipBlocked = ipCount > LOGIN_IP_MAX_FAILURES;
  // strangers guessing from many addresses must not lock the owner's own device out
  const accountBlocked = !knownDevice && accountCount > LOGIN_ACCOUNT_MAX_FAILURES;
  if (!ipBlocked && !accountBlocked) return id;

  await deleteAttempt(db, id);
  const waits = await Promise.all([
    ipBlocked
      ? secondsUntilBelow(db, perIp, LOGIN_IP_WINDOW_MS, LOGIN_IP_MAX_FAILURES, now)
      : Promise.resolve(0),
    accountBlocked
      ? secondsUntilBelow(db, perAccount, LOGIN_ACCOUNT_WINDOW_MS, LOGIN_ACCOUNT_MAX_FAILURES, now)
      : Promise.resolve(0),
  ]);
  const seconds = Math.max(...waits);
  throw tooManyRequests(
    `Too many failed login attempts. Please try again in ${inMinutes(seconds)}.`,
    seconds,
  );
}

/** A right password: this IP's failures for the account are forgotten (the attempt included). */
export async function loginSucceeded(db: Database, accountKey: string, ip: string): Promise<void> {
  await db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, 'login_failure'),
        eq(authAttempts.subject, accountKey),
        eq(authAttempts.ip, ip),
      ),
    );
}

// ── Recovery failures ──────────────────────────────────────────────────────────────────────────

function recoveryScope(userId: string, ip?: string): Scope {
  return {
    kind: 'recovery_failure',
    subject: `user:${userId}`,
    ...(ip === undefined ? {} : { ip }),
  };
}

/** The recovery failures from one address in the last day, whichever accounts they were for. */
function addressFailures(ip: string, now: Date) {
  return and(
    eq(authAttempts.kind, 'recovery_failure'),
    eq(authAttempts.ip, ip),
    gt(authAttempts.createdAt, new Date(now.getTime() - DAY_MS)),
  );
}

async function recoveryFailuresFrom(db: Database, ip: string, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authAttempts).where(addressFailures(ip, now));
  return Number(row?.n ?? 0);
}

/** Seconds until the oldest of the address's counted failures leaves the day. */
async function secondsUntilAddressBelow(db: Database, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(addressFailures(ip, now))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(RECOVERY_IP_DAY_MAX_FAILURES - 1);
  if (!row) return 1;
  return secondsBetween(now, new Date(row.createdAt.getTime() + DAY_MS));
}

/** Throws 429 while the account's recovery is locked. */
export function assertRecoveryOpen(user: { recoveryLockedUntil: Date | null }, now: Date): void {
  const until = user.recoveryLockedUntil;
  if (!until || until.getTime() <= now.getTime()) return;
  const seconds = secondsBetween(now, until);
  throw tooManyRequests(
    `Too many incorrect answers. Password recovery for this account is locked; please try again in ${inHours(seconds)}.`,
    seconds,
  );
}

/**
 * Opens a recovery check from an address: recorded as a failure until `recoverySucceeded`. A check
 * beyond the account's limits (several at once) locks recovery and is refused with 429; an address
 * past its daily failures is refused with 429 without locking anyone's account.
 */
export async function beginRecoveryAttempt(
  db: Database,
  userId: string,
  ip: string,
  now: Date,
): Promise<number> {
  const id = await insertAttempt(db, recoveryScope(userId, ip), now);
  if ((await recoveryFailuresFrom(db, ip, now)) > RECOVERY_IP_DAY_MAX_FAILURES) {
    await deleteAttempt(db, id);
    const seconds = await secondsUntilAddressBelow(db, ip, now);
    throw tooManyRequests(
      `Too many incorrect answers from this network. Please try again in ${inHours(seconds)}.`,
      seconds,
    );
  }
  if (await recoveryLimitReached(db, userId, now, 'over')) {
    await deleteAttempt(db, id);
    const until = await lockRecovery(db, userId, now);
    assertRecoveryOpen({ recoveryLockedUntil: until }, now);
  }
  return id;
}

export async function recoverySucceeded(db: Database, attemptId: number): Promise<void> {
  await deleteAttempt(db, attemptId);
}

/** After a wrong answer (already recorded): locks recovery when a limit is now reached. */
export async function recoveryFailed(db: Database, userId: string, now: Date): Promise<void> {
  if (await recoveryLimitReached(db, userId, now, 'at')) await lockRecovery(db, userId, now);
}

async function recoveryLimitReached(
  db: Database,
  userId: string,
  now: Date,
  mode: 'at' | 'over',
): Promise<boolean> {
  const scope = recoveryScope(userId);
  const inHour = await countInWindow(db, scope, new Date(now.getTime() - HOUR_MS));
  const inDay = await countInWindow(db, scope, new Date(now.getTime() - DAY_MS));
  const extra = mode === 'over' ? 1 : 0;
  return inHour >= RECOVERY_HOUR_MAX_FAILURES + extra || inDay >= RECOVERY_DAY_MAX_FAILURES + extra;
}

async function lockRecovery(db: Database, userId: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + RECOVERY_LOCK_MS);
  await db.update(users).set({ recoveryLockedUntil: until }).where(eq(users.id, userId));
  return until;
}

// ── Housekeeping ───────────────────────────────────────────────────────────────────────────────

const lastPrune = new WeakMap<Database, number>();

/** Deletes expired sessions and reset tokens and attempts older than every window. */
export async function pruneExpired(db: Database, now: Date): Promise<void> {
  await db
    .delete(authAttempts)
    .where(lt(authAttempts.createdAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await pruneDevices(db, now);
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}

async function pruneNowAndThen(db: Database, now: Date): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await pruneExpired(db, now);
}
