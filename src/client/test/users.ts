// Users for client tests.
import type { User } from '../../shared/api/user';

/** A signed-in user, as GET /api/user answers it. */
export const SAM: User = {
  username: 'sam',
  email: 'sam@example.com',
  randomnessLevel: 70,
  ageRange: 'adults',
  isAdmin: false,
  isPremium: false,
};
