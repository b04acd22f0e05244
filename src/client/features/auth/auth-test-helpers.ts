// Test helpers for the account screens: a fetch stub answering by "METHOD /path".
import { vi } from 'vitest';

export type Answer =
  Response | Promise<Response> | ((body: unknown) => Response | Promise<Response>);

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Stubs fetch: each "METHOD /path" answers as given; anything else is a 404. */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (answer === undefined) return json(404, { message: `Not found: ${key}` });
    if (typeof answer === 'function') {
      return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
    }
    return answer instanceof Response ? answer.clone() : answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body sent with the first call to "METHOD /path". */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, method: string, url: string) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input) === url && init?.method === method,
  );
  if (!call) throw new Error(`no ${method} ${url} call`);
  return JSON.parse(String(call[1]!.body)) as unknown;
}

export { SAM } from '../../test/users';
