// The two account calls the home screen makes, without zod (issue 22): GET /api/user (who is
// signed in, SPEC §6–§7) and POST /api/logout (the account menu). Their endpoints (user.ts, auth.ts)
// take their paths from here, and readUser checks an answer exactly as the one User schema does
// (user.ts; a test holds the two to the same verdicts), so the first screen loads no schema library.
import { isAgeRange, isRandomnessLevel } from '../../engine/setting-values';
import type { User } from './user';

export const CURRENT_USER_PATH = '/api/user';
export const LOGOUT_PATH = '/api/logout';

/** An answer of GET /api/user as the User schema reads it: the six public fields, else null. */
export function readUser(data: unknown): User | null {
  if (typeof data !== 'object' || data === null) return null;
  const { username, email, randomnessLevel, ageRange, isAdmin, isPremium } = data as Record<
    string,
    unknown
  >;
  if (typeof username !== 'string' || username.length < 1 || typeof email !== 'string') return null;
  if (!isRandomnessLevel(randomnessLevel) || !isAgeRange(ageRange)) return null;
  if (typeof isAdmin !== 'boolean' || typeof isPremium !== 'boolean') return null;
  return { username, email, randomnessLevel, ageRange, isAdmin, isPremium };
}
