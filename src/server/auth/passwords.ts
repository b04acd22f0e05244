// Passwords and security answers: argon2id (m=19456 KiB, t=2, p=1, the OWASP baseline), verified
// in constant time by the library. Nothing secret is ever logged or stored in clear.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import {
  AUTH_MESSAGES,
  normaliseSecurityAnswer,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../../shared/api/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';

export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum the bundler cannot inline)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC prefix every stored hash starts with. */
export const ARGON2_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** True when `secret` matches `storedHash`; false for a malformed hash instead of throwing. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a random value: the same work as a real check, so an unknown e-mail
 * answers in about the time a wrong password does. Always false.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret(crypto.randomUUID());
  await verifySecret(await dummyHash, secret);
  return false;
}

/** Security answers are hashed in their normalised form (trimmed, lower case, single spaces). */
export function hashSecurityAnswer(answer: string): Promise<string> {
  return hashSecret(normaliseSecurityAnswer(answer));
}

export function verifySecurityAnswer(storedHash: string, answer: string): Promise<boolean> {
  return verifySecret(storedHash, normaliseSecurityAnswer(answer));
}

/**
 * A password guessed in fewer tries than this is refused: zxcvbn-ts's estimate against its common
 * dictionaries (breached-password lists, names, words, keyboard patterns, repeats, dates). 10^5
 * refuses "123457", "qwerty1234", "password1!" and "aaaaaaa" yet lets a random 6-character password
 * (about 10^6) through, so the SPEC's 6-character minimum still means something (decision 009).
 */
export const MIN_PASSWORD_GUESSES = 1e5;

let estimator: ZxcvbnFactory | undefined;

/** The strength estimator, built on first use (its dictionaries take ~0.2 s to load). */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: zxcvbnEnglish.translations,
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  });
  return estimator;
}

/** What a password must not be made of: the username, the e-mail and its local part. */
export interface PasswordOwner {
  readonly username?: string;
  readonly email?: string;
}

function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase();
  return [owner.username?.trim().toLowerCase(), email, email?.split('@')[0]].filter(
    (w): w is string => w !== undefined && w.length >= 3,
  );
}

/** Why a new password is refused, or undefined when it is acceptable. */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner = {},
): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (password.trim() === '') return AUTH_MESSAGES.blankPassword;
  const personal = personalWords(owner);
  const lower = password.toLowerCase();
  if (personal.some((word) => lower.includes(word))) return AUTH_MESSAGES.personalPassword;
  const { guesses } = await passwordEstimator().check(password, personal);
  if (guesses < MIN_PASSWORD_GUESSES) return AUTH_MESSAGES.commonPassword;
  return undefined;
}
