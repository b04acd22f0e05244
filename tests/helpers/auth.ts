// Helpers for the account API tests: a settable clock, unique registrations, cookies.
import type { App } from '../../src/server/app';
import { postJson } from './test-app';

/** A clock the test moves by hand (deps.now). */
export function testClock(start = '2030-01-01T12:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(iso: string) {
      current = new Date(iso).getTime();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A strong password that is not on the common list. */
export const GOOD_PASSWORD = 'Sparkly-Otter-42';
export const OTHER_PASSWORD = 'Velvet-Comet-77';

let counter = 0;

/** A valid registration payload, unique per call. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `player_${id}`,
    email: `player.${id}@example.com`,
    password: GOOD_PASSWORD,
    marketingConsent: false,
    securityQuestion1: 'city-of-birth',
    securityAnswer1: 'New York',
    securityQuestion2: 'first-pet',
    securityAnswer2: 'Biscuit the Dog',
    ...overrides,
  };
}

type InjectResponse = Awaited<ReturnType<typeof postJson>>;

/** The value of the named cookie a response sets (undefined when it sets none). */
export function setCookie(res: InjectResponse, name = 'fakeout_session') {
  return res.cookies.find((c) => c.name === name);
}

/** A Cookie header carrying the session a response set. */
export function cookieFrom(res: InjectResponse, name = 'fakeout_session'): string {
  const cookie = setCookie(res, name);
  if (!cookie) throw new Error(`no ${name} cookie in the response (${res.statusCode})`);
  return `${name}=${cookie.value}`;
}

/** Registers a fresh account; returns the payload, the response and a Cookie header. */
export async function registerAccount(
  app: App,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = newRegistration(overrides);
  const res = await postJson(app, '/api/register', body, headers);
  if (res.statusCode !== 201) {
    throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  }
  return { body, res, cookie: cookieFrom(res) };
}

export function login(
  app: App,
  email: string,
  password: string,
  options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ email, password }),
  });
}

export function getUser(app: App, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/user',
    headers: cookie ? { cookie } : {},
  });
}

export function sendJson(
  app: App,
  method: 'POST' | 'PATCH',
  url: string,
  body: unknown,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}
