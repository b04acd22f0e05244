// The auth limits, with an injected clock: login failures per account and IP (5 in 15 minutes) and
// per account (30 an hour), auth requests per IP (10 a minute, X-Forwarded-For only behind a
// trusted proxy), and recovery (3 wrong an hour or 5 a day lock recovery, not login, for 24 hours).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import {
  DAY,
  getUser,
  GOOD_PASSWORD,
  HOUR,
  login,
  MINUTE,
  OTHER_PASSWORD,
  registerAccount,
  sendJson,
  testClock,
} from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const RIGHT_ANSWERS = { answer1: 'New York', answer2: 'Biscuit the Dog' };
const WRONG_ANSWERS = { answer1: 'New York', answer2: 'Rex' };

describe.each(TEST_DATABASE_KINDS)('login limits on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now, authRateLimitPerMinute: 100_000 });

  it('5 failures for one account from one IP in 15 minutes → 429 with Retry-After, even with the right password', async () => {
    const { body } = await registerAccount(ctx.app);
    const ip = '10.10.0.1';
    for (let i = 0; i < 5; i++) {
      const res = await login(ctx.app, body.email, OTHER_PASSWORD, { ip });
      expect(res.statusCode).toBe(401);
      clock.advance(MINUTE);
    }
    // The first failure was 5 minutes ago: it leaves the window in 10 minutes.
    const blocked = await login(ctx.app, body.email, GOOD_PASSWORD, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(10 * 60));
    expect(blocked.json().message).toBe(
      'Too many failed login attempts. Please try again in 10 minutes.',
    );

    // Another IP is not blocked for this account.
    expect((await login(ctx.app, body.email, GOOD_PASSWORD, { ip: '10.10.0.2' })).statusCode).toBe(
      200,
    );

    // Refused attempts do not extend the wait; once the oldest failure is 15 minutes old the
    // right password works again.
    clock.advance(10 * MINUTE - 1000);
    expect((await login(ctx.app, body.email, GOOD_PASSWORD, { ip })).statusCode).toBe(429);
    clock.advance(1000);
    expect((await login(ctx.app, body.email, GOOD_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('a successful login forgets the earlier failures from that IP', async () => {
    const { body } = await registerAccount(ctx.app);
    const ip = '10.11.0.1';
    for (let i = 0; i < 4; i++) {
      expect((await login(ctx.app, body.email, OTHER_PASSWORD, { ip })).statusCode).toBe(401);
    }
    expect((await login(ctx.app, body.email, GOOD_PASSWORD, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(ctx.app, body.email, OTHER_PASSWORD, { ip })).statusCode).toBe(401);
    }
    expect((await login(ctx.app, body.email, GOOD_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('an unknown email locks the same way (the limit does not reveal which emails exist)', async () => {
    const ip = '10.12.0.1';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await login(ctx.app, 'Nobody.Home@example.com', OTHER_PASSWORD, { ip })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The email is compared ignoring case, like a real account.
    expect(
      (await login(ctx.app, 'nobody.home@example.com', OTHER_PASSWORD, { ip })).statusCode,
    ).toBe(429);
  });

  it('at most 30 failures per account per hour from all IPs together', async () => {
    const { body } = await registerAccount(ctx.app);
    for (let n = 0; n < 30; n++) {
      const ip = `10.20.${Math.floor(n / 5)}.${n % 5}`; // never 5 from one IP
      const res = await login(ctx.app, body.email, OTHER_PASSWORD, { ip });
      expect(res.statusCode, `attempt ${n + 1}`).toBe(401);
      clock.advance(MINUTE);
    }
    // The first of the 30 was 30 minutes ago: 30 minutes to wait, from any IP.
    const blocked = await login(ctx.app, body.email, GOOD_PASSWORD, { ip: '10.21.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(30 * 60));
    clock.advance(30 * MINUTE);
    expect((await login(ctx.app, body.email, GOOD_PASSWORD, { ip: '10.21.0.1' })).statusCode).toBe(
      200,
    );
  });
});

describe.each(TEST_DATABASE_KINDS)('strangers cannot lock the owner out on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now, authRateLimitPerMinute: 100_000 });

  /** The device cookie a response set, as a Cookie header. */
  const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((cookie) => cookie.name === 'fakeout_device');
    return c ? `fakeout_device=${c.value}` : undefined;
  };

  it("the owner's known device gets in while 30 strangers' failures hold the account, others wait", async () => {
    const owner = await registerAccount(ctx.app);
    const other = await registerAccount(ctx.app);
    // the owner signs in once on their phone: it becomes a known device (HttpOnly, a year)
    const first = await login(ctx.app, owner.body.email, GOOD_PASSWORD, { ip: '10.70.0.1' });
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first)!;
    const set = first.cookies.find((c) => c.name === 'fakeout_device')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 86400 });
    const otherDevice = deviceCookieOf(
      await login(ctx.app, other.body.email, GOOD_PASSWORD, { ip: '10.70.0.2' }),
    )!;

    // 30 wrong logins from 6 addresses
    for (let n = 0; n < 30; n++) {
      const res = await login(ctx.app, owner.body.email, OTHER_PASSWORD, {
        ip: `10.71.${Math.floor(n / 5)}.1`,
      });
      expect(res.statusCode).toBe(401);
    }
    // a stranger (and the owner on a new device) must wait...
    expect(
      (await login(ctx.app, owner.body.email, GOOD_PASSWORD, { ip: '10.72.0.1' })).statusCode,
    ).toBe(429);
    // ...as must someone with another account's device cookie, or a made-up one
    for (const cookie of [otherDevice, `fakeout_device=${'A'.repeat(43)}`]) {
      const res = await login(ctx.app, owner.body.email, GOOD_PASSWORD, {
        ip: '10.72.0.2',
        cookie,
      });
      expect(res.statusCode).toBe(429);
    }
    // the owner's phone gets in, from any address
    const back = await login(ctx.app, owner.body.email, GOOD_PASSWORD, {
      ip: '10.73.0.9',
      cookie: device,
    });
    expect(back.statusCode).toBe(200);
    // a known device still cannot guess without limit: 5 failures from one address stop it
    for (let i = 0; i < 5; i++) {
      const res = await login(ctx.app, owner.body.email, OTHER_PASSWORD, {
        ip: '10.74.0.1',
        cookie: device,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await login(ctx.app, owner.body.email, GOOD_PASSWORD, { ip: '10.74.0.1', cookie: device }))
        .statusCode,
    ).toBe(429);
  });

  it('a password reset makes every device a stranger again', async () => {
    const { body } = await registerAccount(ctx.app);
    const device = deviceCookieOf(
      await login(ctx.app, body.email, GOOD_PASSWORD, { ip: '10.75.0.1' }),
    )!;
    const reset = await sendJson(ctx.app, 'POST', '/api/reset-password', {
      username: body.username,
      ...RIGHT_ANSWERS,
      newPassword: 'Fresh-Start-88',
    });
    expect(reset.statusCode).toBe(200);
    for (let n = 0; n < 30; n++) {
      await login(ctx.app, body.email, OTHER_PASSWORD, { ip: `10.76.${Math.floor(n / 5)}.1` });
    }
    const res = await login(ctx.app, body.email, 'Fresh-Start-88', {
      ip: '10.77.0.1',
      cookie: device,
    });
    expect(res.statusCode).toBe(429);
  });
});

describe.each(TEST_DATABASE_KINDS)('auth requests per IP on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now }); // the default: 10 per minute

  it('allows 10 auth requests per IP per minute, then 429 with Retry-After', async () => {
    const ip = '10.30.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await login(ctx.app, `someone${i}@example.com`, OTHER_PASSWORD, { ip });
      statuses.push(res.statusCode);
      clock.advance(1000);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await sendJson(ctx.app, 'POST', '/api/register', {}, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many requests: try again in 50 s');
    expect(blocked.headers['retry-after']).toBe('50');
    const questions = await ctx.app.inject({
      method: 'GET',
      url: '/api/security-questions/anyone',
      remoteAddress: ip,
    });
    expect(questions.statusCode).toBe(429);

    // Other IPs are not affected; nor are reads of the current user or logout.
    expect(
      (await login(ctx.app, 'a@example.com', OTHER_PASSWORD, { ip: '10.30.0.2' })).statusCode,
    ).toBe(401);
    expect((await getUser(ctx.app)).statusCode).toBe(401);

    clock.advance(50_000);
    expect((await login(ctx.app, 'b@example.com', OTHER_PASSWORD, { ip })).statusCode).toBe(401);
  });

  it('counts every auth call: register, login, questions, verify and reset', async () => {
    const ip = '10.31.0.1';
    const calls = [
      () => sendJson(ctx.app, 'POST', '/api/register', {}, { ip }),
      () => login(ctx.app, 'x@example.com', 'whatever', { ip }),
      () => ctx.app.inject({ method: 'GET', url: '/api/security-questions/x', remoteAddress: ip }),
      () => sendJson(ctx.app, 'POST', '/api/forgot-password/verify', {}, { ip }),
      () => sendJson(ctx.app, 'POST', '/api/reset-password', {}, { ip }),
    ];
    for (const call of [...calls, ...calls]) expect((await call()).statusCode).not.toBe(429);
    for (const call of calls) expect((await call()).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For when no trusted proxy is configured', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login(ctx.app, 'xff@example.com', OTHER_PASSWORD, {
        ip: '10.32.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(TEST_DATABASE_KINDS)('auth requests behind a trusted proxy on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now, trustProxy: true });

  it('counts each client of X-Forwarded-For separately', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await login(ctx.app, `client${i}@example.com`, OTHER_PASSWORD, {
        ip: '10.33.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const one = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login(ctx.app, `same${i}@example.com`, OTHER_PASSWORD, {
        ip: '10.33.0.1',
        headers: { 'x-forwarded-for': one },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('trusts only the address the proxy saw: forged earlier X-Forwarded-For entries do not help', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login(ctx.app, `forger${i}@example.com`, OTHER_PASSWORD, {
        ip: '10.33.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.99` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('the login limit per account and IP uses the forwarded client address', async () => {
    clock.advance(2 * MINUTE);
    const { body } = await registerAccount(ctx.app, {}, { 'x-forwarded-for': '198.51.100.50' });
    for (let i = 0; i < 5; i++) {
      await login(ctx.app, body.email, OTHER_PASSWORD, {
        headers: { 'x-forwarded-for': '198.51.100.51' },
      });
    }
    const blocked = await login(ctx.app, body.email, GOOD_PASSWORD, {
      headers: { 'x-forwarded-for': '198.51.100.51' },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login(ctx.app, body.email, GOOD_PASSWORD, {
      headers: { 'x-forwarded-for': '198.51.100.52' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASE_KINDS)('recovery limits on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now, authRateLimitPerMinute: 100_000 });
  // each test from its own address, so the per-address cap of one test does not reach the next
  let ip = '10.60.0.0';
  beforeEach(() => {
    ip = `10.60.0.${Number(ip.split('.')[3]) + 1}`;
  });
  const verify = (username: string, answers: object, from = ip) =>
    sendJson(
      ctx.app,
      'POST',
      '/api/forgot-password/verify',
      { username, ...answers },
      { ip: from },
    );
  const reset = (body: object) => sendJson(ctx.app, 'POST', '/api/reset-password', body, { ip });

  it('one address may fail 6 verifications a day over all accounts, then 429 for every account', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => registerAccount(ctx.app)));
    // 2 wrong answers on each of 3 accounts: under every account's limit, 6 from this address
    for (const { body } of accounts.slice(0, 3)) {
      for (let i = 0; i < 2; i++) {
        expect((await verify(body.username, WRONG_ANSWERS)).statusCode).toBe(401);
        clock.advance(5 * MINUTE);
      }
    }
    const fourth = accounts[3]!.body.username;
    const sprayed = await verify(fourth, WRONG_ANSWERS);
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json().message).toBe(
      'Too many incorrect answers from this network. Please try again in 24 hours.',
    );
    expect(Number(sprayed.headers['retry-after'])).toBe(DAY / 1000 - 30 * 60);
    // no account was locked by it: the owner, elsewhere, still recovers
    expect((await verify(fourth, RIGHT_ANSWERS, '10.61.0.1')).statusCode).toBe(200);
    // a day after the first failure the address may try again
    clock.advance(DAY - 30 * MINUTE);
    expect((await verify(fourth, RIGHT_ANSWERS)).statusCode).toBe(200);
  });

  it('3 wrong verifications in an hour lock recovery (not login) for 24 hours', async () => {
    const { body } = await registerAccount(ctx.app);
    for (let i = 0; i < 3; i++) {
      expect((await verify(body.username, WRONG_ANSWERS)).statusCode).toBe(401);
      clock.advance(10 * MINUTE);
    }
    // Locked 24 hours from the third failure, 10 minutes ago.
    const locked = await verify(body.username, RIGHT_ANSWERS);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(24 * 3600 - 600);
    expect(locked.json().message).toMatch(/^Too many incorrect answers\. Password recovery/);
    // The reset is locked too, with the answers or otherwise.
    const resetLocked = await reset({
      username: body.username,
      ...RIGHT_ANSWERS,
      newPassword: 'Fresh-Start-88',
    });
    expect(resetLocked.statusCode).toBe(429);
    // Login is not.
    expect((await login(ctx.app, body.email, GOOD_PASSWORD)).statusCode).toBe(200);

    clock.advance(24 * HOUR - 10 * MINUTE - 1000);
    expect((await verify(body.username, RIGHT_ANSWERS)).statusCode).toBe(429);
    clock.advance(1000);
    expect((await verify(body.username, RIGHT_ANSWERS)).statusCode).toBe(200);
  });

  it('5 wrong verifications in a day lock recovery even when spread over hours', async () => {
    const { body } = await registerAccount(ctx.app);
    for (let i = 0; i < 4; i++) {
      expect((await verify(body.username, WRONG_ANSWERS)).statusCode).toBe(401);
      clock.advance(31 * MINUTE); // never 3 within an hour
    }
    // After 4 spread-out failures the right answers still work...
    expect((await verify(body.username, RIGHT_ANSWERS)).statusCode).toBe(200);
    // ...and the fifth failure within the day locks recovery.
    expect((await verify(body.username, WRONG_ANSWERS)).statusCode).toBe(401);
    expect((await verify(body.username, RIGHT_ANSWERS)).statusCode).toBe(429);
    const [row] = await ctx.database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    expect(row!.recoveryLockedUntil!.getTime() - clock.now().getTime()).toBe(DAY);
  });

  it('a reset with wrong answers counts as a failed verification', async () => {
    const { body } = await registerAccount(ctx.app);
    for (let i = 0; i < 3; i++) {
      const res = await reset({
        username: body.username,
        ...WRONG_ANSWERS,
        newPassword: 'Fresh-Start-88',
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await verify(body.username, RIGHT_ANSWERS)).statusCode).toBe(429);
  });

  it('a token from before the lock cannot be used while recovery is locked', async () => {
    const { body } = await registerAccount(ctx.app);
    const { resetToken } = (await verify(body.username, RIGHT_ANSWERS)).json();
    for (let i = 0; i < 3; i++) await verify(body.username, WRONG_ANSWERS);
    const res = await reset({ username: body.username, resetToken, newPassword: 'Fresh-Start-88' });
    expect(res.statusCode).toBe(429);
  });

  it('failures of one account do not lock another', async () => {
    const a = await registerAccount(ctx.app);
    const b = await registerAccount(ctx.app);
    for (let i = 0; i < 3; i++) await verify(a.body.username, WRONG_ANSWERS);
    expect((await verify(a.body.username, RIGHT_ANSWERS)).statusCode).toBe(429);
    expect((await verify(b.body.username, RIGHT_ANSWERS)).statusCode).toBe(200);
  });
});
