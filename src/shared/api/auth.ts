// SPEC §3 payloads, §5 registration and reset rules, §7 the account calls:
// POST /api/register, POST /api/login, POST /api/logout, PATCH /api/user/settings,
// GET /api/security-questions/{username}, POST /api/forgot-password/verify, POST /api/reset-password.
// The User they answer and GET /api/user are in user.ts (the home screen loads only that file).
import * as z from 'zod/mini';
import { AgeRangeSchema, RandomnessLevelSchema } from '../../engine/settings';
import { NoContent } from './common';
import { endpoint } from './endpoint';
import { LOGOUT_PATH } from './session-reads';
import { User } from './user';

/** SPEC §5/§9: passwords are at least 6 characters; 128 at most keeps hashing cheap. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 128 characters long';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_RULE_MESSAGE =
  'Username must be 3 to 30 letters, digits, dots, dashes or underscores';
export const EMAIL_MAX_LENGTH = 254;
export const ANSWER_MAX_LENGTH = 100;

/** SPEC §5: the eight security question choices (stable id → the question shown). */
export const SECURITY_QUESTIONS = [
  { id: 'city-of-birth', text: 'In what city were you born?' },
  { id: 'first-pet', text: "What was your first pet's name?" },
  { id: 'mother-maiden-name', text: "What is your mother's maiden name?" },
  { id: 'first-school', text: 'What was the name of your first school?' },
  { id: 'favorite-movie', text: 'What is your favorite movie?' },
  { id: 'childhood-nickname', text: 'What was your childhood nickname?' },
  { id: 'childhood-street', text: 'What street did you grow up on?' },
  { id: 'first-car', text: 'What was the make and model of your first car?' },
] as const;
export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number]['id'];
export const SECURITY_QUESTION_IDS = SECURITY_QUESTIONS.map((q) => q.id) as [
  SecurityQuestionId,
  ...SecurityQuestionId[],
];

/** The question shown for an id (undefined for an unknown id). */
export function securityQuestionText(id: string): string | undefined {
  return SECURITY_QUESTIONS.find((q) => q.id === id)?.text;
}

/**
 * SPEC-adjacent rule of this product: security answers are compared trimmed, lower-cased and with
 * runs of whitespace collapsed, so "  New   York " and "new york" match.
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

const randomnessLevel = RandomnessLevelSchema;
const ageRange = AgeRangeSchema;

export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** Alphabets whose letters look alike: a name may use one of them, never two (issue 13). */
const LOOKALIKE_SCRIPTS: readonly RegExp[] = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];
export const USERNAME_SCRIPT_MESSAGE =
  'Username must not mix alphabets (for example Latin and Cyrillic letters)';

/** False for a name mixing look-alike alphabets ("pаypal" with a Cyrillic "а"). */
export function usesOneAlphabet(value: string): boolean {
  const name = value.normalize('NFKC');
  return LOOKALIKE_SCRIPTS.filter((script) => script.test(name)).length <= 1;
}

/** The username rule (before trimming is applied by the caller's input). */
export function isValidUsername(value: string): boolean {
  const name = value.trim();
  return (
    name.length >= USERNAME_MIN_LENGTH &&
    name.length <= USERNAME_MAX_LENGTH &&
    USERNAME_PATTERN.test(name)
  );
}

export const UsernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN_LENGTH, USERNAME_RULE_MESSAGE),
    z.maxLength(USERNAME_MAX_LENGTH, USERNAME_RULE_MESSAGE),
    z.regex(USERNAME_PATTERN, USERNAME_RULE_MESSAGE),
    z.refine(usesOneAlphabet, USERNAME_SCRIPT_MESSAGE),
  );

export const EmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, 'Email is too long')),
  z.email('Enter a valid email address'),
);

/** A new password: 6 to 128 characters (the common-password check is the server's). */
export const NewPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  );

const securityQuestion = z.enum(SECURITY_QUESTION_IDS, 'Choose one of the security questions');

/** An answer as typed: required after normalising, 100 characters at most. */
const securityAnswer = z.string().check(
  z.refine((value) => normaliseSecurityAnswer(value) !== '', 'Answer is required'),
  z.maxLength(ANSWER_MAX_LENGTH, 'Answer is too long'),
);

/** SPEC §3 Registration payload. */
export const RegisterRequest = z
  .strictObject({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    marketingConsent: z._default(z.boolean(), false),
    securityQuestion1: securityQuestion,
    securityAnswer1: securityAnswer,
    securityQuestion2: securityQuestion,
    securityAnswer2: securityAnswer,
  })
  .check(
    z.refine((body) => body.securityQuestion1 !== body.securityQuestion2, {
      message: 'Choose two different security questions',
      path: ['securityQuestion2'],
    }),
  );
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** SPEC §3 Login payload. */
export const LoginRequest = z.strictObject({
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required'), z.maxLength(320)),
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** SPEC §3 User settings: only these two fields can change; anything else is a 400. */
export const UpdateSettingsRequest = z
  .strictObject({
    randomnessLevel: z.optional(randomnessLevel),
    ageRange: z.optional(ageRange),
  })
  .check(
    z.refine((body) => body.randomnessLevel !== undefined || body.ageRange !== undefined, {
      message: 'Send randomnessLevel, ageRange or both',
    }),
  );
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;

/** SPEC §3 Security questions response: the question texts. */
export const SecurityQuestionsResponse = z.object({ question1: z.string(), question2: z.string() });
export type SecurityQuestionsResponse = z.infer<typeof SecurityQuestionsResponse>;

const lookupUsername = z
  .string()
  .check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(100));

/** POST /api/forgot-password/verify: both answers, checked together. */
export const VerifyAnswersRequest = z.strictObject({
  username: lookupUsername,
  answer1: securityAnswer,
  answer2: securityAnswer,
});
export type VerifyAnswersRequest = z.infer<typeof VerifyAnswersRequest>;

/** The verify answer: a single-use token that can stand in for the answers for 10 minutes. */
export const VerifyAnswersResponse = z.object({
  success: z.literal(true),
  resetToken: z.string(),
  expiresAt: z.string(),
});
export type VerifyAnswersResponse = z.infer<typeof VerifyAnswersResponse>;

/**
 * POST /api/reset-password: SPEC §7 sends username, answer1, answer2 and newPassword; a resetToken
 * from verify may replace the two answers. Never a reset with a username alone.
 */
export const ResetPasswordRequest = z
  .strictObject({
    username: lookupUsername,
    newPassword: NewPasswordSchema,
    answer1: z.optional(securityAnswer),
    answer2: z.optional(securityAnswer),
    resetToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  })
  .check(
    z.refine(
      (body) =>
        body.resetToken !== undefined || (body.answer1 !== undefined && body.answer2 !== undefined),
      { message: 'Send both security answers or the reset token from verification' },
    ),
  );
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordResponse = z.object({ success: z.literal(true) });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

// The calls. Register and login answer the signed-in user (register with 201) and set the session
// cookie; logout answers 204. Errors are `ErrorOf<endpoint>` (endpoint.ts): a refused field (the
// password, a taken username or email) is named by `field`.

export const register = endpoint({
  method: 'POST',
  path: '/api/register',
  request: RegisterRequest,
  response: User,
});

export const login = endpoint({
  method: 'POST',
  path: '/api/login',
  request: LoginRequest,
  response: User,
});

export const logout = endpoint({ method: 'POST', path: LOGOUT_PATH, response: NoContent });

export const updateSettings = endpoint({
  method: 'PATCH',
  path: '/api/user/settings',
  request: UpdateSettingsRequest,
  response: User,
});

export const securityQuestions = endpoint({
  method: 'GET',
  path: '/api/security-questions/:username',
  response: SecurityQuestionsResponse,
});

export const verifyAnswers = endpoint({
  method: 'POST',
  path: '/api/forgot-password/verify',
  request: VerifyAnswersRequest,
  response: VerifyAnswersResponse,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/reset-password',
  request: ResetPasswordRequest,
  response: ResetPasswordResponse,
});

/** SPEC §8 texts the server and the client share. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notLoggedIn: 'Not logged in',
  notAdmin: 'Admin access required',
  userNotFound: 'No account found with that username or security questions not set',
  incorrectAnswers: 'One or both security answers are incorrect',
  resetTokenInvalid:
    'Your verification has expired or was already used. Please answer your security questions again.',
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  blankPassword: 'Password cannot be only spaces',
  personalPassword: 'Password must not contain your username or email',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  crossSite: 'Cross-site requests are not allowed',
} as const;
