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

/** argon2id's cost: memory in KiB, passes, lanes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** What every stored hash is made with in production: the OWASP baseline (decision 009). */
export const ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The PHC prefix a hash made at `cost` starts with. */
export function argon2Prefix({ memoryCost, timeCost, parallelism }: Argon2Cost): string {
  return `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;
}

/** The PHC prefix every stored hash starts with in production. */
export const ARGON2_PREFIX = argon2Prefix(ARGON2_COST);

/** Hashing and checking of passwords and security answers. */
export interface Passwords {
  hash(secret: string): Promise<string>;
  /** True when `secret` matches `storedHash`; false for a malformed hash instead of throwing. */
  verify(storedHash: string, secret: string): Promise<boolean>;
  /**
   * Verifies against a hash of a random value: the same work as a real check, so an unknown
   * e-mail answers in about the time a wrong password does. Always false.
   */
  verifyAgainstDummy(secret: string): Promise<false>;
  /** Security answers are hashed in their normalised form (trimmed, lower case, single spaces). */
  hashSecurityAnswer(answer: string): Promise<string>;
  verifySecurityAnswer(storedHash: string, answer: string): Promise<boolean>;
}

/**
 * Passwords hashed at `cost`: production's unless a test lowers it (buildApp's argon2Cost), since
 * hashing at production cost was most of the account tests' time. A check follows the cost written
 * in the stored hash.
 */
export function createPasswords(cost: Argon2Cost = ARGON2_COST): Passwords {
  // Algorithm.Argon2id (a const enum the bundler cannot inline)
  const options = { algorithm: 2 as Algorithm, ...cost };
  const hashSecret = (secret: string) => hash(secret, options);
  async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
    try {
      return await verify(storedHash, secret);
    } catch {
      return false;
    }
  }
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashSecret,
    verify: verifySecret,
    async verifyAgainstDummy(secret) {
      dummyHash ??= hashSecret(crypto.randomUUID());
      await verifySecret(await dummyHash, secret);
      return false;
    },
    hashSecurityAnswer: (answer) => hashSecret(normaliseSecurityAnswer(answer)),
    verifySecurityAnswer: (storedHash, answer) =>
      verifySecret(storedHash, normaliseSecurityAnswer(answer)),
  };
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
