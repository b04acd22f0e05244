import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import {
  ARGON2_PREFIX,
  hashSecret,
  hashSecurityAnswer,
  newPasswordProblem,
  verifyAgainstDummy,
  verifySecret,
  verifySecurityAnswer,
} from './passwords';

describe('the common-password list', () => {
  it('holds 1,000 distinct lower-case entries, most common first', () => {
    expect(COMMON_PASSWORDS).toHaveLength(1000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry).toMatch(/^\S+$/);
    }
    expect(COMMON_PASSWORDS.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
  });

  it.each(['123456', 'Password', 'QWERTY123', 'iloveyou', 'letmein', 'football', 'trustno1'])(
    'refuses %s (any case)',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Sparkly-Otter-42', 'correct horse battery staple', 'password123!x'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});

describe('newPasswordProblem', () => {
  it.each([
    ['', 'Password must be at least 6 characters long'],
    ['abc12', 'Password must be at least 6 characters long'],
    ['x'.repeat(129), 'Password must be at most 128 characters long'],
    ['monkey', 'This password is too common. Please choose a less predictable one.'],
    ['xk7#qp', undefined],
    ['y'.repeat(128), undefined],
  ])('%j → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

describe('argon2id hashing', () => {
  it('uses argon2id m=19456 t=2 p=1 with a random salt', async () => {
    const a = await hashSecret('Sparkly-Otter-42');
    const b = await hashSecret('Sparkly-Otter-42');
    expect(a.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(a).not.toBe(b);
    expect(await verifySecret(a, 'Sparkly-Otter-42')).toBe(true);
    expect(await verifySecret(a, 'sparkly-otter-42')).toBe(false);
  });

  it('a malformed stored hash verifies as false instead of throwing', async () => {
    expect(await verifySecret('not-a-hash', 'x')).toBe(false);
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('security answers are compared trimmed, lower-cased and whitespace-collapsed', async () => {
    const stored = await hashSecurityAnswer('  New   York ');
    for (const attempt of ['new york', 'NEW YORK', ' new\tyork\n', 'New  York']) {
      expect(await verifySecurityAnswer(stored, attempt)).toBe(true);
    }
    for (const attempt of ['newyork', 'new york city', 'york new']) {
      expect(await verifySecurityAnswer(stored, attempt)).toBe(false);
    }
  });
});
