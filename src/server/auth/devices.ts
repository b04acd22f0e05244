// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 010).
// A successful login leaves a random token in a long-lived HttpOnly cookie, only its SHA-256 kept.
// A login that brings a token this account was given is from a known device: the account-wide
// failure limit does not hold it back, so strangers guessing from many addresses cannot lock the
// owner out. The per-device-and-address limit still applies to it.
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { trustedDevices } from '../db/schema';
import { newToken, sha256Hex } from './tokens';

export const DEVICE_COOKIE = 'fakeout_device';
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
/** A device unused this long is forgotten (and its cookie expires with it). */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface DeviceCookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
}

export function deviceCookie(secure: boolean): DeviceCookie {
  const name = secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
  return {
    read(request) {
      const value = request.cookies[name];
      return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    },
    set(reply, token) {
      reply.setCookie(name, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge: DEVICE_TTL_MS / 1000,
      });
    },
  };
}

/** True when the token was given to this user's device and used within the last year. */
export async function isKnownDevice(
  db: Database,
  token: string | undefined,
  userId: string,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: trustedDevices.userId, lastUsedAt: trustedDevices.lastUsedAt })
    .from(trustedDevices)
    .where(eq(trustedDevices.tokenHash, sha256Hex(token)));
  return (
    row !== undefined &&
    row.userId === userId &&
    now.getTime() - row.lastUsedAt.getTime() < DEVICE_TTL_MS
  );
}

/**
 * After a successful login: the device's token, refreshed when it already belongs to this user,
 * otherwise a new one. The caller sets it as the cookie.
 */
export async function rememberDevice(
  db: Database,
  token: string | undefined,
  userId: string,
  now: Date,
): Promise<string> {
  if (token && (await isKnownDevice(db, token, userId, now))) {
    await db
      .update(trustedDevices)
      .set({ lastUsedAt: now })
      .where(eq(trustedDevices.tokenHash, sha256Hex(token)));
    return token;
  }
  const fresh = newToken();
  await db
    .insert(trustedDevices)
    .values({ tokenHash: sha256Hex(fresh), userId, createdAt: now, lastUsedAt: now });
  return fresh;
}

/** A password reset: every device of the account is a stranger again. */
export async function forgetDevices(db: Database, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

/** Devices unused for a year. */
export async function pruneDevices(db: Database, now: Date): Promise<void> {
  await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TTL_MS)));
}
