import { describe, expect, it } from 'vitest';
import {
  isValidUsername,
  normaliseSecurityAnswer,
  RegisterRequest,
  SECURITY_QUESTIONS,
  securityQuestionText,
} from './auth';

describe('security questions (SPEC §5)', () => {
  it('offers the eight choices of the spec, each once', () => {
    expect(SECURITY_QUESTIONS.map((q) => q.id)).toEqual([
      'city-of-birth',
      'first-pet',
      'mother-maiden-name',
      'first-school',
      'favorite-movie',
      'childhood-nickname',
      'childhood-street',
      'first-car',
    ]);
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.text)).size).toBe(8);
    expect(securityQuestionText('first-pet')).toBe("What was your first pet's name?");
    expect(securityQuestionText('nope')).toBeUndefined();
  });

  it.each([
    ['  New   York ', 'new york'],
    ['Biscuit\tthe\nDog', 'biscuit the dog'],
    ['ÉCOLE', 'école'],
    ['   ', ''],
  ])('normalises %j to %j', (answer, expected) => {
    expect(normaliseSecurityAnswer(answer)).toBe(expected);
  });
});

describe('RegisterRequest', () => {
  const valid = {
    username: 'party_host',
    email: ' Host@Example.com ',
    password: 'Sparkly-Otter-42',
    securityQuestion1: 'first-pet',
    securityAnswer1: 'Rex',
    securityQuestion2: 'first-car',
    securityAnswer2: 'Beetle',
  };

  it('trims and lower-cases the email and defaults marketing consent to false', () => {
    const parsed = RegisterRequest.parse(valid);
    expect(parsed.email).toBe('host@example.com');
    expect(parsed.marketingConsent).toBe(false);
  });

  it('needs two different questions', () => {
    const result = RegisterRequest.safeParse({ ...valid, securityQuestion2: 'first-pet' });
    expect(result.success).toBe(false);
  });
});

describe('isValidUsername', () => {
  it.each([
    ['sam', true],
    ['Zoë_Party', true],
    ['party.host-1', true],
    ['ab', false],
    ['two words', false],
    ['x'.repeat(31), false],
    ['semi;colon', false],
  ])('%j → %s', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid);
  });
});
