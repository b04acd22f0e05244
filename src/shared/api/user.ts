// SPEC §3 User and §7 GET /api/user: the one definition of the signed-in user, in a file of its own
// so that the home screen, which reads the current user as it appears, loads this small schema and
// not the account forms' (auth.ts). Every account call answers this User.
import * as z from 'zod/mini';
import { AgeRangeSchema, RandomnessLevelSchema } from '../../engine/settings';
import { endpoint } from './endpoint';
import { CURRENT_USER_PATH } from './session-reads';

/** SPEC §3 User: what every account call answers (never a hash, never an answer). */
export const User = z.object({
  username: z.string().check(z.minLength(1)),
  email: z.string(),
  randomnessLevel: RandomnessLevelSchema,
  ageRange: AgeRangeSchema,
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The signed-in user; 401 `{ message }` when signed out, which the client reads as no user. */
export const currentUser = endpoint({ method: 'GET', path: CURRENT_USER_PATH, response: User });
