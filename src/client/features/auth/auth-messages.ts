// SPEC §8: the words a failed account call shows in its toast, in a file without the account
// schemas, so the account menu's logout can use them without loading zod (issue 22).
import { ApiError } from '../../lib/api';

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
