import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/api/auth';
import {
  ARGON2_COST,
  ARGON2_PREFIX,
  argon2Prefix,
  createPasswords,
  newPasswordProblem,
} from './passwords';

describe('newPasswordProblem', () => {
  it.each([
    ['', 'Password must be at least 6 characters long'],
    ['abc12', 'Password must be at least 6 characters long'],
    ['x'.repeat(129), 'Password must be at most 128 characters long'],
    ['      ', 'Password cannot be only spaces'],
    ['\t \t \t ', 'Password cannot be only spaces'],
    // what an outside probe got accepted (issue 13), and the old list's classics
    ['aaaaaaa', AUTH_MESSAGES.commonPassword],
    ['123457', AUTH_MESSAGES.commonPassword],
    ['qwerty1234', AUTH_MESSAGES.commonPassword],
    ['password1!', AUTH_MESSAGES.commonPassword],
    ['monkey', AUTH_MESSAGES.commonPassword],
    ['Password', AUTH_MESSAGES.commonPassword],
    ['trustno1', AUTH_MESSAGES.commonPassword],
    ['y'.repeat(128), AUTH_MESSAGES.commonPassword],
    // passwords people can live with
    ['xk7#qp', undefined],
    ['Sparkly-Otter-42', undefined],
    ['correct horse battery staple', undefined],
  ])('%j → %s', async (password, problem) => {
    expect(await newPasswordProblem(password)).toBe(problem);
  });

  it.each([
    ['the username', 'casey.jones', { username: 'Casey.Jones' }],
    ['the username inside it', 'casey.jones!!2024', { username: 'casey.jones' }],
    ['the e-mail', 'party.host@example.com', { email: 'Party.Host@example.com' }],
    ["the e-mail's local part", 'Party.Host', { email: 'party.host@example.com' }],
  ])('refuses %s', async (_label, password, owner) => {
    expect(await newPasswordProblem(password, owner)).toBe(AUTH_MESSAGES.personalPassword);
  });
});

describe('argon2id hashing', () => {
  // production's cost: what buildApp uses unless a test lowers it
  const passwords = createPasswords();

  it('uses argon2id m=19456 t=2 p=1 with a random salt', async () => {
    expect(ARGON2_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(ARGON2_PREFIX).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
    const a = await passwords.hash('Sparkly-Otter-42');
    const b = await passwords.hash('Sparkly-Otter-42');
    expect(a.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(a).not.toBe(b);
    expect(await passwords.verify(a, 'Sparkly-Otter-42')).toBe(true);
    expect(await passwords.verify(a, 'sparkly-otter-42')).toBe(false);
  });

  it('a lowered cost (the API tests) hashes at that cost; a check follows the hash', async () => {
    const cheap = createPasswords({ memoryCost: 64, timeCost: 1, parallelism: 1 });
    const hash = await cheap.hash('Sparkly-Otter-42');
    expect(hash.startsWith(argon2Prefix({ memoryCost: 64, timeCost: 1, parallelism: 1 }))).toBe(
      true,
    );
    expect(await passwords.verify(hash, 'Sparkly-Otter-42')).toBe(true);
    expect(await cheap.verify(await passwords.hash('Sparkly-Otter-42'), 'Sparkly-Otter-42')).toBe(
      true,
    );
  });

  it('a malformed stored hash verifies as false instead of throwing', async () => {
    expect(await passwords.verify('not-a-hash', 'x')).toBe(false);
  });

  it('the dummy check always fails', async () => {
    expect(await passwords.verifyAgainstDummy('anything')).toBe(false);
  });

  it('security answers are compared trimmed, lower-cased and whitespace-collapsed', async () => {
    const stored = await passwords.hashSecurityAnswer('  New   York ');
    for (const attempt of ['new york', 'NEW YORK', ' new\tyork\n', 'New  York']) {
      expect(await passwords.verifySecurityAnswer(stored, attempt)).toBe(true);
    }
    for (const attempt of ['newyork', 'new york city', 'york new']) {
      expect(await passwords.verifySecurityAnswer(stored, attempt)).toBe(false);
    }
  });
});
