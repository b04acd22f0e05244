// SPEC §7 account calls as the auth screens make them (from the shared endpoint definitions), and
// the §8 reading of a failed call: an ApiError carrying the contract's error body, its `message` to
// show and, for a refused field, that field's name as data (`field`).
import * as api from '../../../shared/api/auth';
import type { Endpoint, FieldName } from '../../../shared/api/endpoint';
import type { User } from '../../../shared/api/user';
import { ApiError, call } from '../../lib/api';

/**
 * What the server said, ready to show: its `message`. Undefined when there is nothing readable
 * (network failure, empty body, an HTML error page).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.serverMessage;
  return message === undefined || message.trim() === '' ? undefined : message;
}

/** Issue 21, item 11: said when a call failed because the phone has no connection. */
export const OFFLINE_MESSAGE = 'Your phone is offline. Check your connection and try again.';
/** Said when the server could not be reached although the phone reports a connection. */
export const UNREACHABLE_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

/**
 * A failed call's words for its toast: the server's message; else, when no answer came (fetch's
 * TypeError, or the phone says it is offline), that the phone is offline or the server out of
 * reach; else `fallback` (the SPEC §8 fallback, e.g. "Login failed").
 */
export function failureMessage(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  if (message !== undefined) return message;
  if (error instanceof ApiError) return fallback;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE_MESSAGE;
  // (An answer that was not understood is no TypeError: it keeps the fallback.)
  return error instanceof TypeError ? UNREACHABLE_MESSAGE : fallback;
}

/**
 * The server's reason when it refused this field of the endpoint's request, else undefined:
 * `fieldProblem<typeof register>(error, 'password')`.
 */
export function fieldProblem<E extends Endpoint>(
  error: unknown,
  field: FieldName<E>,
): string | undefined {
  return error instanceof ApiError && error.field === field ? serverMessage(error) : undefined;
}

export function login(body: api.LoginRequest): Promise<User> {
  return call(api.login, body);
}

export function register(body: api.RegisterRequest): Promise<User> {
  return call(api.register, body);
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
