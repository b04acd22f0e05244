// SPEC §7–§8: every call sends cookies, a body goes as JSON, and any non-OK answer becomes an
// ApiError: its status and the contract's error body (`{ message, field? }`, ErrorBody) as typed
// fields, and as message the SPEC §8 generic text "<status>: <body text or status text>". Calls
// are made from the shared endpoint definitions (src/shared/api, decision 015): the path is written
// there once and the body is typed by the very schema the server validates it with. No zod is
// imported here (this module is in the home screen's chunk); an endpoint brings its own schemas.
import type { QueryFunction } from '@tanstack/react-query';
import {
  pathOf,
  type CallArgs,
  type Endpoint,
  type ErrorBody,
  type ResponseOutput,
} from '../../shared/api/endpoint';

/** A non-OK answer of the API. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status. */
    readonly status: number,
    /**
     * The error body's `message` (every error answer of this API has one); undefined when the body
     * was not one (empty, or an HTML page from a proxy).
     */
    readonly serverMessage: string | undefined,
    /** SPEC §8: "<status>: <body text, or the status text when the body is empty>". */
    message: string,
    /** The request field the server refused (the error body's `field`), if it named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** An OK answer whose body is not what the endpoint's response schema describes. */
export class UnreadableAnswerError extends Error {
  override readonly name = 'UnreadableAnswerError';

  constructor() {
    super('the server answer was not understood');
  }
}

/** The HTTP status of a failed call; undefined when it was not an error answer (network failure). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The ApiError of a non-OK response (its body is read). */
async function apiErrorOf(res: Response): Promise<ApiError> {
  let bodyText = '';
  try {
    bodyText = await res.text();
  } catch {
    // An unreadable body falls back to the status text, like an empty one.
  }
  const body = errorBodyIn(bodyText);
  return new ApiError(
    res.status,
    body?.message,
    `${res.status}: ${bodyText || res.statusText}`,
    body?.field,
  );
}

/** The contract's error body (`{ "message": "…", "field"?: "…" }`), else undefined. */
function errorBodyIn(bodyText: string): ErrorBody | undefined {
  try {
    const { message, field } = (JSON.parse(bodyText) ?? {}) as Record<keyof ErrorBody, unknown>;
    if (typeof message !== 'string') return undefined;
    return { message, field: typeof field === 'string' ? field : undefined };
  } catch {
    return undefined;
  }
}

/** Throws the ApiError of a non-OK response; resolves for an OK one. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await apiErrorOf(res);
}

/** What a read does with a 401: the user read returns null (SPEC §6–§7), every other read throws. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * fetch with cookies (SPEC §7). Resolves with an OK response, or with null for a 401 when the read
 * takes it as "nobody" (SPEC §6); rejects with the ApiError of any other non-OK answer.
 */
async function fetchOk(
  url: string,
  init: RequestInit,
  on401: UnauthorizedBehavior = 'throw',
): Promise<Response | null> {
  const res = await fetch(url, { ...init, credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) {
    // Read to its end: a body left unread keeps the request open in the browser.
    await res.text().catch(() => '');
    return null;
  }
  await throwIfResNotOk(res);
  return res;
}

async function send<E extends Endpoint>(
  endpoint: E,
  body: unknown,
  params: Readonly<Record<string, string>> | undefined,
  signal?: AbortSignal,
  on401?: UnauthorizedBehavior,
): Promise<ResponseOutput<E> | null> {
  const hasBody = endpoint.request !== undefined && body !== undefined;
  const res = await fetchOk(
    pathOf(endpoint.path, params),
    {
      method: endpoint.method,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    },
    on401,
  );
  if (!res) return null;
  let data: unknown;
  if (res.status !== 204) {
    try {
      data = await res.json();
    } catch {
      throw new UnreadableAnswerError();
    }
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) throw new UnreadableAnswerError();
  return parsed.data as ResponseOutput<E>;
}

/**
 * Makes one API call (SPEC §7): `call(createGame, body)`, `call(securityQuestions, { username })`.
 * Resolves with the answer parsed by the endpoint's response schema; rejects with an ApiError for
 * a non-OK answer, an UnreadableAnswerError for an answer that does not fit, or fetch's TypeError
 * when the server cannot be reached.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<ResponseOutput<E>> {
  const list: readonly unknown[] = args;
  const [body, params] = endpoint.request === undefined ? [undefined, list[0]] : list;
  // never null: without on401 a 401 throws
  return send(endpoint, body, params as Readonly<Record<string, string>> | undefined) as Promise<
    ResponseOutput<E>
  >;
}

/**
 * A TanStack Query function for a GET endpoint without parameters: the answer, parsed. With
 * `{ on401: 'returnNull' }` a 401 is the answer null (the current user's read, SPEC §6–§7).
 */
export function queryFnFor<E extends Endpoint<'GET', string, undefined>>(
  endpoint: E,
): QueryFunction<ResponseOutput<E>>;
export function queryFnFor<E extends Endpoint<'GET', string, undefined>>(
  endpoint: E,
  options: { on401: UnauthorizedBehavior },
): QueryFunction<ResponseOutput<E> | null>;
export function queryFnFor<E extends Endpoint<'GET', string, undefined>>(
  endpoint: E,
  { on401 }: { on401?: UnauthorizedBehavior } = {},
): QueryFunction<ResponseOutput<E> | null> {
  return ({ signal }) => send(endpoint, undefined, undefined, signal, on401);
}

/**
 * The generic read of SPEC §7 for TanStack Query: a GET on the query key joined as a path
 * (`['/api/games']` → `/api/games`), JSON parsed, not checked. Every query of the app has an
 * endpoint's own (`queryFnFor`); this is the QueryClient's default.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetchOk(queryKey.join('/'), { signal }, on401);
    return res && ((await res.json()) as T);
  };
}
