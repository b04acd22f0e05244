// SPEC §7 account calls as the auth screens make them (from the shared endpoint definitions), and
// the §8 reading of a failed call: an ApiError whose serverMessage is the server's `{ message }`.
import * as api from '../../../shared/api/auth';
import { ApiError, call } from '../../lib/api';
import { toCurrentUser, type CurrentUser } from './current-user';

/** The "field: " the API puts before the reason of a validation error (src/server/validation.ts). */
const FIELD_PREFIX = /^[A-Za-z][\w.]*: /;

/**
 * What the server said, ready to show: its `{ message }` without the "field: " prefix the API puts
 * on validation errors. Undefined when there is nothing readable (network failure, empty body, an
 * HTML error page).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.serverMessage;
  if (message === undefined || message.trim() === '') return undefined;
  return message.replace(FIELD_PREFIX, '');
}

/** The server's reason when it refused this field ("password: …" → "…"), else undefined. */
export function fieldProblem(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const prefix = `${field}: `;
  const message = error.serverMessage;
  return message?.startsWith(prefix) ? message.slice(prefix.length) : undefined;
}

function userFrom(user: api.User): CurrentUser {
  const current = toCurrentUser(user);
  if (!current) throw new Error('The server answered without a user');
  return current;
}

export async function login(body: api.LoginRequest): Promise<CurrentUser> {
  return userFrom(await call(api.login, body));
}

export async function register(body: api.RegisterRequest): Promise<CurrentUser> {
  return userFrom(await call(api.register, body));
}

export async function logout(): Promise<void> {
  await call(api.logout);
}

export function fetchSecurityQuestions(username: string): Promise<api.SecurityQuestionsResponse> {
  return call(api.securityQuestions, { username });
}

export async function verifyAnswers(body: api.VerifyAnswersRequest): Promise<void> {
  await call(api.verifyAnswers, body);
}

export async function resetPassword(body: api.ResetPasswordRequest): Promise<void> {
  await call(api.resetPassword, body);
}
