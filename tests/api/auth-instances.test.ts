// Several app instances on one PostgreSQL database (the production shape): a session made on one is
// good on the other, a logout on one ends it everywhere, and the limits are shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { getUser, GOOD_PASSWORD, login, OTHER_PASSWORD, registerAccount } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_URL } from '../helpers/test-db';

if (!TEST_DATABASE_URL) {
  console.warn(
    '[tests] SKIPPED "two app instances share sessions and limits": it needs a PostgreSQL server ' +
      '(set TEST_DATABASE_URL=postgres://...).',
  );
}

describe.skipIf(!TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  const first = useTestApp('postgres', { authRateLimitPerMinute: 100_000 });
  let secondDatabase: DatabaseHandle;
  let second: App;

  beforeAll(async () => {
    secondDatabase = await openDatabase({
      kind: 'postgres',
      url: first.database.url!,
      poolSize: 2,
    });
    second = await buildApp({
      database: secondDatabase,
      logger: false,
      authRateLimitPerMinute: 100_000,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('a session made on one instance is read on the other; logout on either ends it', async () => {
    const { body } = await registerAccount(first.app);
    const res = await login(first.app, body.email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = `fakeout_session=${res.cookies.find((c) => c.name === 'fakeout_session')!.value}`;

    const onSecond = await getUser(second, cookie);
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json().username).toBe(body.username);

    await second.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect((await getUser(first.app, cookie)).statusCode).toBe(401);
  });

  it('login failures on both instances add up to one limit', async () => {
    const { body } = await registerAccount(first.app);
    const ip = '10.40.0.1';
    for (const app of [first.app, second, first.app, second, first.app]) {
      expect((await login(app, body.email, OTHER_PASSWORD, { ip })).statusCode).toBe(401);
    }
    expect((await login(second, body.email, GOOD_PASSWORD, { ip })).statusCode).toBe(429);
    expect((await login(first.app, body.email, GOOD_PASSWORD, { ip })).statusCode).toBe(429);
  });

  it('concurrent wrong passwords on both instances cannot slip past the limit', async () => {
    const { body } = await registerAccount(first.app);
    const ip = '10.41.0.1';
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(i % 2 ? first.app : second, body.email, OTHER_PASSWORD, { ip }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});
