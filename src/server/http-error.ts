// An error with an HTTP status whose message is safe to show to the caller, answered as the
// contract's error body (`ErrorBody`, src/shared/api/endpoint.ts): `{ message }`, and `field` when
// one field of the request was refused.
import type { Endpoint, ErrorBody, FieldName } from '../shared/api/endpoint';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request body's field this error is about, if one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** An error answer's body: `{ message }`, with `field` only when there is one. */
export function errorBody(message: string, field?: string): ErrorBody {
  return field === undefined ? { message } : { message, field };
}

/**
 * The error of one refused field of an endpoint's request, the field typed by its contract:
 * `fieldError(register, 'password', 'This password is too common…')` → 400
 * `{ message: 'This password is too common…', field: 'password' }`.
 */
export function fieldError<E extends Endpoint>(
  _endpoint: E,
  field: FieldName<E>,
  message: string,
  statusCode = 400,
): HttpError {
  return new HttpError(statusCode, message, {}, field);
}

/** The SQLSTATE (or Node socket) code of a database error, looking through drizzle's wrapper. */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: statement_timeout (a hung or overloaded database)
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
]);

/** True when the error says the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = databaseErrorCode(err);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  // drizzle wraps the driver's error ("Failed query: …") with the original as its cause.
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|PGlite is closed/i;
