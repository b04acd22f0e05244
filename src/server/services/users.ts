// Accounts: registration, sign-in checks and the two saved settings (SPEC §3 User, §5, §6).
// Usernames and e-mails are unique ignoring case; secrets are argon2id hashes only.
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  AUTH_MESSAGES,
  type LoginRequest,
  type RegisterRequest,
  register,
  type UpdateSettingsRequest,
} from '../../shared/api/auth';
import type { User } from '../../shared/api/user';
import type { AgeRange, RandomnessLevel } from '../../engine/settings';
import { isKnownDevice, rememberDevice } from '../auth/devices';
import { beginLoginAttempt, loginSucceeded } from '../auth/limits';
import { newPasswordProblem, type Passwords } from '../auth/passwords';
import type { SessionUser, UserRow } from '../auth/sessions';
import { sha256Hex } from '../auth/tokens';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { databaseErrorCode, fieldError, HttpError } from '../http-error';

/** A registration as the shared schema parsed it (marketingConsent defaulted). */
export type ParsedRegistration = z.output<typeof RegisterRequest>;

/** The username as compared: NFKC, lower case ("Zoë" and "ZOË" are one name). */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}

/** Cyrillic and Greek letters that look like Latin ones, as the Latin letter. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};

/**
 * How a username looks: its key with look-alike letters of other alphabets read as Latin, so an
 * all-Cyrillic "раураl" is seen as the "paypal" it imitates (issue 13).
 */
export function usernameLook(username: string): string {
  return [...usernameKey(username)].map((c) => LOOKALIKES[c] ?? c).join('');
}

/** SPEC §3 User: the only fields an account call answers. */
export function toUser(row: SessionUser): User {
  return {
    username: row.username,
    email: row.email,
    randomnessLevel: row.randomnessLevel as RandomnessLevel,
    ageRange: row.ageRange as AgeRange,
    isAdmin: row.isAdmin,
    isPremium: row.isPremium,
  };
}

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.usernameKey, usernameKey(username)));
  return row;
}

async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

/** 409 naming what is taken, or nothing when both are free. */
async function assertAvailable(db: Database, username: string, email: string): Promise<void> {
  const usernameTaken = () => fieldError(register, 'username', AUTH_MESSAGES.usernameTaken, 409);
  if (await findUserByUsername(db, username)) throw usernameTaken();
  // a name made to look like an existing one is taken too
  const look = usernameLook(username);
  if (look !== usernameKey(username) && (await findUserByUsername(db, look))) throw usernameTaken();
  if (await findUserByEmail(db, email))
    throw fieldError(register, 'email', AUTH_MESSAGES.emailTaken, 409);
}

/** Creates an account; 400 for a common password, 409 when the username or e-mail is taken. */
export async function registerUser(
  db: Database,
  input: ParsedRegistration,
  now: Date,
  passwords: Passwords,
): Promise<UserRow> {
  const problem = await newPasswordProblem(input.password, input);
  if (problem) throw fieldError(register, 'password', problem);
  await assertAvailable(db, input.username, input.email);

  const [passwordHash, answer1Hash, answer2Hash] = await Promise.all([
    passwords.hash(input.password),
    passwords.hashSecurityAnswer(input.securityAnswer1),
    passwords.hashSecurityAnswer(input.securityAnswer2),
  ]);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        usernameKey: usernameKey(input.username),
        email: input.email.trim().toLowerCase(),
        passwordHash,
        securityQuestion1: input.securityQuestion1,
        securityAnswer1Hash: answer1Hash,
        securityQuestion2: input.securityQuestion2,
        securityAnswer2Hash: answer2Hash,
        marketingConsent: input.marketingConsent,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (err) {
    // Two registrations racing for one name: the unique index decides; say which one is taken.
    if (databaseErrorCode(err) === '23505') {
      await assertAvailable(db, input.username, input.email);
    }
    throw err;
  }
}

/** The key the login limits count under: a digest of the e-mail, known account or not. */
export function loginAccountKey(email: string): string {
  return `login:${sha256Hex(email.trim().toLowerCase())}`;
}

/**
 * The account for an e-mail and password. A wrong password and an unknown e-mail get the same 401
 * after the same argon2 work; the login limits apply before the password is looked at.
 */
export async function authenticate(
  db: Database,
  input: LoginRequest,
  client: { ip: string; deviceToken: string | undefined },
  now: Date,
  passwords: Passwords,
): Promise<{ row: UserRow; deviceToken: string }> {
  const accountKey = loginAccountKey(input.email);
  const row = await findUserByEmail(db, input.email);
  const knownDevice = row ? await isKnownDevice(db, client.deviceToken, row.id, now) : false;
  await beginLoginAttempt(db, accountKey, client.ip, now, knownDevice);
  const ok = row
    ? await passwords.verify(row.passwordHash, input.password)
    : await passwords.verifyAgainstDummy(input.password);
  if (!row || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  await loginSucceeded(db, accountKey, client.ip);
  return { row, deviceToken: await rememberDevice(db, client.deviceToken, row.id, now) };
}

/** Saves randomnessLevel and/or ageRange (nothing else can change here). */
export async function updateSettings(
  db: Database,
  userId: string,
  input: UpdateSettingsRequest,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...(input.randomnessLevel !== undefined && { randomnessLevel: input.randomnessLevel }),
      ...(input.ageRange !== undefined && { ageRange: input.ageRange }),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
