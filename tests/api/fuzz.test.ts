// Bad input, property-based: random bodies, headers, methods and paths thrown at every route never
// get a 5xx and never hang. (Valid-looking bodies with random field values are in the mix, so the
// requests reach the services and the database, not only the parsers.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { CATEGORY_IDS } from '../../src/engine/categories';
import * as api from '../../src/shared/api';
import { registerAccount } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const ROUTES: [string, string][] = [
  ['GET', '/healthz'],
  ['GET', '/readyz'],
  ['GET', '/api/user'],
  ['PATCH', '/api/user/settings'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/user/categories'],
  ['POST', '/api/user/categories'],
  ['PATCH', '/api/user/categories/:id'],
  ['DELETE', '/api/user/categories/:id'],
  ['POST', '/api/games'],
  ['POST', '/api/complete-game'],
  ['POST', '/api/track-game-start'],
  ['POST', '/api/track-category'],
  ['POST', '/api/generate-story'],
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/api/logout'],
  ['GET', '/api/security-questions/:username'],
  ['POST', '/api/forgot-password/verify'],
  ['POST', '/api/reset-password'],
];

/** The top-level keys of a request schema: an object's, or those of the object a pipe starts from. */
function keysOf(schema: z.ZodMiniType | undefined): string[] {
  if (schema === undefined) return [];
  const def = schema._zod.def as { shape?: object; in?: z.ZodMiniType };
  return [...Object.keys(def.shape ?? {}), ...keysOf(def.in)];
}

/** The top-level request fields of each route ("POST /api/register" → its body's keys). */
const REQUEST_FIELDS = new Map<string, readonly string[]>(
  Object.values(api).flatMap((value) => {
    if (typeof value !== 'object' || value === null || !('method' in value)) return [];
    const { method, path, request } = value as api.Endpoint;
    return [[`${method} ${path}`, keysOf(request)] as const];
  }),
);

/** The route pattern a request path reaches (no query, percent-decoded, `:username` put back). */
function routePath(path: string): string {
  const pathname = path.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not valid percent-encoding: the router refuses it too
  }
  return decoded
    .replace(/^\/api\/security-questions\/[^/]+$/, '/api/security-questions/:username')
    .replace(/^\/api\/user\/categories\/[^/]+$/, '/api/user/categories/:id');
}

const HANG_MS = 5_000;

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...CATEGORY_IDS),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  // dates far outside what a column holds (issue 13: year 0 reached SQL and answered 500)
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
  ),
  fc.array(fc.oneof(fc.string(), fc.constantFrom(...CATEGORY_IDS)), { maxLength: 12 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

/** Objects with the field names the API uses and random values, plus any JSON at all. */
const FIELDS = [
  'rounds_count',
  'timer_minutes',
  'selected_categories',
  'completed',
  'player_count',
  'gameId',
  'duration',
  'playerCount',
  'rounds',
  'categories',
  'category',
  'selectedAt',
  'stories',
  'contentType',
  'fakerId',
  'randomnessLevel',
  'ageRange',
  'email',
  'password',
  'username',
  'answer1',
  'answer2',
  'newPassword',
  'resetToken',
  'securityQuestion1',
  'securityAnswer1',
  'securityQuestion2',
  'securityAnswer2',
  'marketingConsent',
  '__proto__',
  'constructor',
];
const apiShaped = fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 });

const body = fc.oneof(
  apiShaped.map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 300 }),
  fc.constant(''),
  fc.constant('{"a":'),
  fc.constant(`[${'['.repeat(5000)}`),
  fc.constant(JSON.stringify({ stories: Array.from({ length: 2000 }, () => 'x'.repeat(10)) })),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
);

const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant('application/json; charset=utf-8'),
  fc.constant('text/plain'),
  fc.constant('application/x-www-form-urlencoded'),
  fc.constant('multipart/form-data; boundary=x'),
  fc.constant(undefined),
  fc.string({ maxLength: 40 }),
);

const headerValue = fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, ''));

const headers = fc.record(
  {
    'content-type': contentType,
    cookie: fc.oneof(
      headerValue,
      fc
        .string({ minLength: 43, maxLength: 43 })
        .map((s) => `fakeout_session=${encodeURIComponent(s)}`),
      fc.constant('fakeout_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ),
    origin: fc.oneof(headerValue, fc.constant('http://evil.example'), fc.constant('null')),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
    'x-forwarded-for': headerValue,
    accept: headerValue,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*', 'x'),
  },
  { requiredKeys: [] },
);

const segment = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('..', '%2e%2e', '%00', '%ff', '~', 'admin', 'api', 'x'.repeat(3000)),
);

const path = fc.oneof(
  fc
    .tuple(fc.constantFrom(...ROUTES), segment)
    .map(([[, p], s]) => p.replace(':username', s).replace(':id', s)),
  fc
    .tuple(fc.constantFrom(...ROUTES), segment)
    .map(([[, p], s]) => `${p.replace(':username', 'x').replace(':id', 'x')}/${s}`),
  fc
    .tuple(fc.constantFrom(...ROUTES), fc.string({ maxLength: 40 }))
    .map(
      ([[, p], q]) =>
        `${p.replace(':username', 'x').replace(':id', 'x')}?${encodeURIComponent(q)}=${encodeURIComponent(q)}`,
    ),
  fc.array(segment, { maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`),
  fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
);

const method = fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS');

/** A route's path with some characters percent-encoded ("/%61pi/logout"), as a router decodes them. */
const encodedPath = fc
  .tuple(
    fc.constantFrom(...ROUTES.filter(([m]) => m !== 'GET')),
    fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    fc.boolean(),
  )
  .map(([[m, p], encode, upper]) => {
    const spelled = [...p]
      .map((c, i) => {
        if (!encode[i % 40] || c === '/') return c;
        const hex = c.charCodeAt(0).toString(16);
        return `%${upper ? hex.toUpperCase() : hex}`;
      })
      .join('');
    return { method: m, path: spelled };
  });

describe('random input to every route', () => {
  const ctx = useTestApp('pglite', {
    authRateLimitPerMinute: 100_000,
    writeRateLimitPerMinute: 100_000,
    generateRateLimitPerMinute: 100_000,
  });

  it('never a 5xx, never a hang', async () => {
    // A real session in the mix, so signed-in paths are reached too.
    const { cookie } = await registerAccount(ctx.app);
    const withSession = headers.chain((h) =>
      fc.boolean().map((signedIn) => (signedIn ? { ...h, cookie } : h)),
    );
    const matchedRoute = fc.constantFrom(...ROUTES).map(([m, p]) => ({
      method: m,
      path: p.replace(':username', 'someone').replace(':id', 'custom-fuzz01'),
    }));
    const request = fc.oneof(
      fc.record({ target: matchedRoute, headers: withSession, body }),
      fc.record({ target: fc.record({ method, path }), headers: withSession, body }),
    );

    await fc.assert(
      fc.asyncProperty(request, async ({ target, headers: h, body: payload }) => {
        const clean = Object.fromEntries(
          Object.entries(h).filter(([, v]) => v !== undefined),
        ) as Record<string, string>;
        let timer: NodeJS.Timeout | undefined;
        const hang = new Promise<'hang'>((resolve) => {
          timer = setTimeout(() => resolve('hang'), HANG_MS);
        });
        const res = await Promise.race([
          ctx.app.inject({
            method: target.method as 'GET',
            url: target.path,
            headers: clean,
            ...(target.method === 'GET' || target.method === 'HEAD' ? {} : { payload }),
          }),
          hang,
        ]);
        clearTimeout(timer);
        if (res === 'hang') throw new Error(`hung: ${target.method} ${target.path}`);
        if (res.statusCode >= 500) {
          throw new Error(
            `${res.statusCode} for ${target.method} ${target.path}: ${res.body.slice(0, 200)}`,
          );
        }
        if (target.path.startsWith('/api/') && target.method !== 'HEAD') {
          expect(res.headers['content-type'] ?? '').toMatch(/application\/json|^$/);
        }
        // every error in the app's own shape, with its security headers (none of Fastify's)
        if (
          res.statusCode >= 400 &&
          target.method !== 'HEAD' &&
          /application\/json/.test(String(res.headers['content-type'] ?? ''))
        ) {
          // the contract's error answer: a message, and only a field of this route's own body
          const error = api.ErrorResponse.parse(res.json());
          if (error.field !== undefined) {
            const route = `${target.method} ${routePath(target.path)}`;
            expect(REQUEST_FIELDS.get(route) ?? []).toContain(error.field);
          }
          expect(res.headers['x-content-type-options']).toBe('nosniff');
        }
      }),
      { numRuns: 3000, interruptAfterTimeLimit: 25_000 },
    );
  }, 60_000);

  it('refuses every cross-site write with 403, however its path is spelled', async () => {
    const { cookie } = await registerAccount(ctx.app);
    await fc.assert(
      fc.asyncProperty(
        encodedPath,
        fc.constantFrom('cross-site', undefined),
        async (target, site) => {
          const res = await ctx.app.inject({
            method: target.method as 'POST',
            url: target.path,
            headers: {
              cookie,
              'content-type': 'application/json',
              origin: 'https://evil.example',
              ...(site ? { 'sec-fetch-site': site } : {}),
            },
            payload: '{}',
          });
          expect(res.statusCode).toBe(403);
        },
      ),
      { numRuns: 300 },
    );
    // and the session is still good
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  }, 30_000);
});
