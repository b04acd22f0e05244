// SPEC §7–§8: every call sends cookies, a body goes as JSON, and any non-OK answer becomes an
// Error whose message is "<status>: <body text or status text>".
import type { QueryFunction } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throws the SPEC §8 generic error for a non-OK response; resolves for an OK one. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let bodyText = '';
  try {
    bodyText = await res.text();
  } catch {
    // An unreadable body falls back to the status text, like an empty one.
  }
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}

/** Sends one API call (SPEC §7) and returns the OK response; the caller reads its body. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a read does with a 401: the user read returns null (SPEC §6–§7), every other read throws. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The generic read of SPEC §7 for TanStack Query: a GET on the query key joined as a path
 * (`['/api/user']` → `/api/user`), JSON parsed.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
