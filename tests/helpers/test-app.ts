// An app on a fresh test database, for HTTP tests through Fastify's inject (the real server stack).
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../src/server/app';
import type { Argon2Cost } from '../../src/server/auth/passwords';
import { ErrorResponse } from '../../src/shared/api/common';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-db';

export interface TestAppContext {
  readonly app: App;
  readonly database: TestDatabase;
}

/**
 * argon2id's cost in the API tests: near the least it allows, so a hash takes well under a
 * millisecond instead of about 15 (issue 23). Production's cost has its own tests (passwords.test.ts,
 * and auth.test.ts's app built without argon2Cost).
 */
export const TEST_ARGON2_COST: Argon2Cost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

export interface TestAppOptions {
  /** Runs after buildApp and before ready(): a test may add test-only routes here. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/**
 * Registers beforeAll/afterAll hooks that build an app on a fresh database of the given kind,
 * hashing at TEST_ARGON2_COST unless `deps` says otherwise (`argon2Cost: undefined`: buildApp's
 * own default, production's).
 */
export function useTestApp(
  kind: TestDatabaseKind,
  deps: Partial<AppDeps> = {},
  options: TestAppOptions = {},
): TestAppContext {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      database: database.handle,
      logger: false,
      argon2Cost: TEST_ARGON2_COST,
      ...deps,
    });
    await options.beforeReady?.(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get app() {
      if (!app) throw new Error('app is not ready');
      return app;
    },
    get database() {
      if (!database) throw new Error('database is not ready');
      return database;
    },
  };
}

/** POSTs a JSON body through the app. */
export function postJson(
  app: App,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/**
 * The contract's error answer of `res` (`{ message, field? }` and nothing else, issue 23): checks
 * its status and that it refused `field` (a top-level field of the body; `'body'` for the body as a
 * whole, which names no field) with a reason; returns it for the test to check its message.
 */
export function expectRefusal(
  res: { statusCode: number; json(): unknown },
  field: string,
  status = 400,
): ErrorResponse {
  expect(res.statusCode).toBe(status);
  const error = ErrorResponse.parse(res.json());
  expect(error.field).toBe(field === 'body' ? undefined : field);
  expect(error.message.trim()).not.toBe('');
  return error;
}
