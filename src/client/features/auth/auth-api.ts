// SPEC §7 account calls as the auth screens make them, and the §8 reading of a failed call: the
// error's message is "<status>: <body>", and the body is the server's JSON `{ message }`.
import type {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SecurityQuestionsResponse,
  VerifyAnswersRequest,
} from '../../../shared/api/auth';
import { apiRequest } from '../../lib/api';
import { toCurrentUser, type CurrentUser } from './current-user';

/** The HTTP status of a failed call (undefined for a network failure). */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * What the server said, ready to show: its `{ message }` without the "field: " prefix the API puts
 * on validation errors. Undefined when there is nothing readable (network failure, empty body, an
 * HTML error page).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || errorStatus(error) === undefined) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return message.replace(/^[A-Za-z][\w.]*: /, '');
}

/** The server's reason when it refused this field ("password: …" → "…"), else undefined. */
export function fieldProblem(error: unknown, field: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const prefix = `${field}: `;
  try {
    const message = (JSON.parse(error.message.replace(/^\d{3}: /, '')) as { message?: unknown })
      .message;
    return typeof message === 'string' && message.startsWith(prefix)
      ? message.slice(prefix.length)
      : undefined;
  } catch {
    return undefined;
  }
}

async function userFrom(res: Response): Promise<CurrentUser> {
  const user = toCurrentUser(await res.json());
  if (!user) throw new Error('The server answered without a user');
  return user;
}

export async function login(body: LoginRequest): Promise<CurrentUser> {
  return userFrom(await apiRequest('POST', '/api/login', body));
}

export async function register(body: RegisterRequest): Promise<CurrentUser> {
  return userFrom(await apiRequest('POST', '/api/register', body));
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

export async function fetchSecurityQuestions(username: string): Promise<SecurityQuestionsResponse> {
  const res = await apiRequest('GET', `/api/security-questions/${encodeURIComponent(username)}`);
  return (await res.json()) as SecurityQuestionsResponse;
}

export async function verifyAnswers(body: VerifyAnswersRequest): Promise<void> {
  await apiRequest('POST', '/api/forgot-password/verify', body);
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/reset-password', body);
}
