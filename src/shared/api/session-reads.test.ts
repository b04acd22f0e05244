// readUser (no zod, for the home screen's first load: issue 22) gives the one User schema's verdict
// on every answer: the same user, or none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../../engine/settings';
import { logout } from './auth';
import { CURRENT_USER_PATH, LOGOUT_PATH, readUser } from './session-reads';
import { currentUser, User } from './user';

const SAM = {
  username: 'sam',
  email: 'sam@example.com',
  randomnessLevel: 70,
  ageRange: 'adults',
  isAdmin: false,
  isPremium: true,
};

/** Answers near a user: each field right, wrong in type, missing, or out of range. */
const nearUser = fc.record(
  {
    username: fc.oneof(fc.string(), fc.constant(''), fc.integer()),
    email: fc.oneof(fc.string(), fc.constant(null)),
    randomnessLevel: fc.oneof(fc.constantFrom(...RANDOMNESS_LEVELS), fc.integer(), fc.string()),
    ageRange: fc.oneof(fc.constantFrom(...AGE_RANGES), fc.string()),
    isAdmin: fc.oneof(fc.boolean(), fc.constant('yes')),
    isPremium: fc.oneof(fc.boolean(), fc.constant(1)),
    passwordHash: fc.string(),
  },
  { requiredKeys: [] },
);

describe('readUser', () => {
  it('agrees with the User schema on any answer', () => {
    fc.assert(
      fc.property(fc.oneof(nearUser, fc.anything()), (answer) => {
        const parsed = User.safeParse(answer);
        expect(readUser(answer)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the six public fields of a user and drops the rest', () => {
    expect(readUser({ ...SAM, passwordHash: 'x', answers: ['y'] })).toEqual(SAM);
  });

  it.each([null, 'sam', [], { ...SAM, username: '' }, { ...SAM, randomnessLevel: 40 }])(
    'refuses %j',
    (answer) => {
      expect(readUser(answer)).toBeNull();
    },
  );

  it('the endpoints take their paths from here', () => {
    expect(currentUser.path).toBe(CURRENT_USER_PATH);
    expect(logout.path).toBe(LOGOUT_PATH);
    expect([CURRENT_USER_PATH, LOGOUT_PATH]).toEqual(['/api/user', '/api/logout']);
  });
});
