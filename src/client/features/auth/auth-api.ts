// SPEC §7 account calls as the auth screens make them (from the shared endpoint definitions), and
// the §8 reading of a failed call: an ApiError carrying the contract's error body, its `message` to
// show and, for a refused field, that field's name as data (`field`).
import * as api from '../../../shared/api/auth';
import type { Endpoint, FieldName } from '../../../shared/api/endpoint';
import type { User } from '../../../shared/api/user';
import { ApiError, call } from '../../lib/api';
import { serverMessage } from './auth-messages';

export {
  failureMessage,
  OFFLINE_MESSAGE,
  serverMessage,
  UNREACHABLE_MESSAGE,
} from './auth-messages';

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
