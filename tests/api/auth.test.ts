// SPEC §7 account calls: register, login, logout, GET /api/user, PATCH /api/user/settings; the
// password rules of §5; sessions (cookie, hashing, expiry) as DESIGN.md describes them.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ARGON2_PREFIX, argon2Prefix } from '../../src/server/auth/passwords';
import { sessions, users } from '../../src/server/db/schema';
import {
  cookieFrom,
  DAY,
  getUser,
  GOOD_PASSWORD,
  login,
  newRegistration,
  OTHER_PASSWORD,
  registerAccount,
  sendJson,
  setCookie,
  testClock,
} from '../helpers/auth';
import { expectRefusal, postJson, TEST_ARGON2_COST, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const USER_KEYS = ['ageRange', 'email', 'isAdmin', 'isPremium', 'randomnessLevel', 'username'];

describe.each(TEST_DATABASE_KINDS)('accounts on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now, authRateLimitPerMinute: 100_000 });
  const db = () => ctx.database.handle.db;

  describe('POST /api/register', () => {
    it('creates the account, answers the user (no secrets) and signs in with a fresh session', async () => {
      const body = newRegistration({ email: 'Party.Host@Example.COM', marketingConsent: true });
      const res = await postJson(ctx.app, '/api/register', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        username: body.username,
        email: 'party.host@example.com',
        randomnessLevel: 50,
        ageRange: 'young-adults',
        isAdmin: false,
        isPremium: false,
      });
      expect(res.headers['cache-control']).toBe('no-store');

      const cookie = setCookie(res)!;
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 86400,
      });
      expect(cookie.secure).toBeFalsy();
      // 32 random bytes, base64url.
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);

      const [row] = await db()
        .select()
        .from(users)
        .where(eq(users.email, 'party.host@example.com'));
      expect(row!.marketingConsent).toBe(true);
      const stored = await db().select().from(sessions).where(eq(sessions.userId, row!.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).toBe(sha256(cookie.value));
      expect(stored[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * DAY);

      const me = await getUser(ctx.app, cookieFrom(res));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(res.json());
    });

    it('stores argon2id hashes only: no password or answer in clear anywhere in the row', async () => {
      const body = newRegistration({
        securityAnswer1: '  Springfield   Falls ',
        securityAnswer2: 'Rex',
      });
      await postJson(ctx.app, '/api/register', body);
      const [row] = await db().select().from(users).where(eq(users.email, body.email));
      const prefix = argon2Prefix(TEST_ARGON2_COST); // production's: the test below
      expect(row!.passwordHash.startsWith(prefix)).toBe(true);
      expect(row!.securityAnswer1Hash!.startsWith(prefix)).toBe(true);
      expect(row!.securityAnswer2Hash!.startsWith(prefix)).toBe(true);
      const everything = JSON.stringify(row).toLowerCase();
      for (const secret of [GOOD_PASSWORD, 'springfield', 'rex"']) {
        expect(everything).not.toContain(secret.toLowerCase());
      }
      expect(row!.securityQuestion1).toBe('city-of-birth');
      expect(row!.securityQuestion2).toBe('first-pet');
    });

    it('accepts passwords of exactly 6 and 128 characters', async () => {
      const long = Array.from({ length: 20 }, (_, i) => `Otter${i * 7}!`)
        .join('')
        .slice(0, 128);
      expect(long).toHaveLength(128);
      for (const password of ['xk7#qp', long]) {
        const res = await postJson(ctx.app, '/api/register', newRegistration({ password }));
        expect(res.statusCode, password).toBe(201);
      }
    });

    it.each([
      ['password', { password: 'zq9!x' }, 'Password must be at least 6 characters long'],
      ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
      ['password', { password: 'qwerty123' }, 'This password is too common'],
      ['password', { password: 'PassWord1' }, 'This password is too common'],
      ['password', { password: 'iloveyou' }, 'This password is too common'],
      // what an outside probe got accepted (issue 13)
      ['password', { password: '      ' }, 'Password cannot be only spaces'],
      ['password', { password: 'aaaaaaa' }, 'This password is too common'],
      ['password', { password: '123457' }, 'This password is too common'],
      ['password', { password: 'qwerty1234' }, 'This password is too common'],
      ['password', { password: 'password1!' }, 'This password is too common'],
      [
        'password',
        { username: 'dancing.queen', password: 'dancing.queen' },
        'Password must not contain your username or email',
      ],
      [
        'password',
        { email: 'mo.salah@example.com', password: 'mo.salah' },
        'Password must not contain your username or email',
      ],
      ['username', { username: 'ab' }, 'Username must be 3 to 30'],
      ['username', { username: 'has space' }, 'Username must be 3 to 30'],
      ['username', { username: 'x'.repeat(31) }, 'Username must be 3 to 30'],
      // a Cyrillic "а" among Latin letters (issue 13)
      ['username', { username: 'p\u0430ypal' }, 'Username must not mix alphabets'],
      ['username', { username: 'Ze\u03c5s_42' }, 'Username must not mix alphabets'],
      ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['securityQuestion1', { securityQuestion1: 'favourite-colour' }, ''],
      [
        'securityQuestion2',
        { securityQuestion2: 'city-of-birth' },
        'Choose two different security questions',
      ],
      ['securityAnswer1', { securityAnswer1: '   ' }, 'Answer is required'],
      ['securityAnswer2', { securityAnswer2: undefined }, ''],
      ['body', { isAdmin: true }, 'Unrecognized key: "isAdmin"'],
      ['body', { isPremium: true }, 'Unrecognized key: "isPremium"'],
    ])('refuses a bad %s with 400 and a clear message', async (field, overrides, message) => {
      const res = await postJson(ctx.app, '/api/register', newRegistration(overrides));
      expect(expectRefusal(res, field).message.startsWith(message)).toBe(true);
      expect(setCookie(res)).toBeUndefined();
    });

    it('answers 409 naming the username when it is taken, ignoring case', async () => {
      const first = newRegistration({ username: 'CaseyJones' });
      expect((await postJson(ctx.app, '/api/register', first)).statusCode).toBe(201);
      const res = await postJson(
        ctx.app,
        '/api/register',
        newRegistration({ username: 'caseyjones' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'That username is already taken', field: 'username' });
    });

    it('refuses a name made of look-alike letters of an existing one (all-Cyrillic "раураl")', async () => {
      expect(
        (await postJson(ctx.app, '/api/register', newRegistration({ username: 'paypal' })))
          .statusCode,
      ).toBe(201);
      const lookalike = '\u0440\u0430\u0443\u0440\u0430\u04cf'; // р а у р а ӏ
      const res = await postJson(
        ctx.app,
        '/api/register',
        newRegistration({ username: lookalike }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'That username is already taken', field: 'username' });
      // a name in one other alphabet that imitates nobody is welcome
      const own = await postJson(
        ctx.app,
        '/api/register',
        newRegistration({ username: 'Дмитрий' }),
      );
      expect(own.statusCode).toBe(201);
    });

    it('answers 409 naming the email when it is taken, ignoring case', async () => {
      const first = newRegistration({ email: 'dupe@example.com' });
      expect((await postJson(ctx.app, '/api/register', first)).statusCode).toBe(201);
      const res = await postJson(
        ctx.app,
        '/api/register',
        newRegistration({ email: 'DUPE@Example.com' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with that email already exists',
        field: 'email',
      });
    });

    it('treats Unicode usernames case-insensitively too', async () => {
      expect(
        (await postJson(ctx.app, '/api/register', newRegistration({ username: 'Zoë_party' })))
          .statusCode,
      ).toBe(201);
      const res = await postJson(
        ctx.app,
        '/api/register',
        newRegistration({ username: 'ZOË_PARTY' }),
      );
      expect(res.statusCode).toBe(409);
    });

    it('a second registration from a signed-in browser ends the old session', async () => {
      const first = await registerAccount(ctx.app);
      const second = await postJson(ctx.app, '/api/register', newRegistration(), {
        cookie: first.cookie,
      });
      expect(second.statusCode).toBe(201);
      expect((await getUser(ctx.app, first.cookie)).statusCode).toBe(401);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with email (any case) and password, with a fresh session each time', async () => {
      const { body } = await registerAccount(ctx.app);
      const first = await login(ctx.app, body.email.toUpperCase(), GOOD_PASSWORD);
      expect(first.statusCode).toBe(200);
      expect(Object.keys(first.json()).sort()).toEqual(USER_KEYS);
      expect(first.json().username).toBe(body.username);
      const second = await login(ctx.app, body.email, GOOD_PASSWORD);
      expect(setCookie(second)!.value).not.toBe(setCookie(first)!.value);
      // Two browsers, two sessions: both work.
      expect((await getUser(ctx.app, cookieFrom(first))).statusCode).toBe(200);
      expect((await getUser(ctx.app, cookieFrom(second))).statusCode).toBe(200);
    });

    it('replaces the session the browser already had', async () => {
      const { body, cookie } = await registerAccount(ctx.app);
      const res = await login(ctx.app, body.email, GOOD_PASSWORD, { cookie });
      expect(res.statusCode).toBe(200);
      expect(setCookie(res)!.value).not.toBe(cookie.split('=')[1]);
      expect((await getUser(ctx.app, cookie)).statusCode).toBe(401);
      expect((await getUser(ctx.app, cookieFrom(res))).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 401 and message', async () => {
      const { body } = await registerAccount(ctx.app);
      const wrong = await login(ctx.app, body.email, OTHER_PASSWORD, { ip: '10.1.0.1' });
      const unknown = await login(ctx.app, 'nobody-here@example.com', OTHER_PASSWORD, {
        ip: '10.1.0.2',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
      expect(unknown.json()).toEqual(wrong.json());
      expect(setCookie(wrong)).toBeUndefined();
      expect(setCookie(unknown)).toBeUndefined();
    });

    it.each([
      [{ email: 'a@example.com' }, 'password', ''],
      [{ password: 'x' }, 'email', ''],
      [{ email: 'a@example.com', password: 'x', remember: true }, 'body', 'Unrecognized key'],
    ])('refuses a malformed login %j with 400', async (body, field, message) => {
      const res = await postJson(ctx.app, '/api/login', body);
      expect(expectRefusal(res, field).message.startsWith(message)).toBe(true);
    });
  });

  describe('sessions', () => {
    it('GET /api/user answers 401 without a session, or with an unknown one', async () => {
      const none = await getUser(ctx.app);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Not logged in' });
      const forged = await getUser(ctx.app, `fakeout_session=${'A'.repeat(43)}`);
      expect(forged.statusCode).toBe(401);
      // The useless cookie is cleared.
      expect(setCookie(forged)?.value).toBe('');
      const garbage = await getUser(ctx.app, 'fakeout_session=not-a-token');
      expect(garbage.statusCode).toBe(401);
    });

    it('a session lasts 30 days', async () => {
      const { cookie } = await registerAccount(ctx.app);
      clock.advance(30 * DAY - 1000);
      expect((await getUser(ctx.app, cookie)).statusCode).toBe(200);
      clock.advance(1000);
      expect((await getUser(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('POST /api/logout deletes the session on the server and clears the cookie', async () => {
      const { cookie, body } = await registerAccount(ctx.app);
      const [row] = await db().select().from(users).where(eq(users.email, body.email));
      const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(res.statusCode).toBe(204);
      const cleared = setCookie(res)!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
      expect(await db().select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
      // A browser that kept the cookie anyway is still signed out.
      expect((await getUser(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('POST /api/logout without a session is harmless', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
      expect(res.statusCode).toBe(204);
    });

    it('GET /api/user reflects the admin and premium flags set on the server', async () => {
      const { cookie, body } = await registerAccount(ctx.app);
      await db()
        .update(users)
        .set({ isAdmin: true, isPremium: true })
        .where(eq(users.email, body.email));
      const res = await getUser(ctx.app, cookie);
      expect(res.json()).toMatchObject({ isAdmin: true, isPremium: true });
    });
  });

  describe('PATCH /api/user/settings', () => {
    const patch = (body: unknown, cookie?: string) =>
      sendJson(ctx.app, 'PATCH', '/api/user/settings', body, { cookie });

    it('answers 401 when signed out', async () => {
      const res = await patch({ randomnessLevel: 70, ageRange: 'adults' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not logged in' });
    });

    it('saves randomnessLevel and ageRange and answers the updated user', async () => {
      const { cookie, body } = await registerAccount(ctx.app);
      const res = await patch({ randomnessLevel: 90, ageRange: 'mature-adults' }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        username: body.username,
        email: body.email,
        randomnessLevel: 90,
        ageRange: 'mature-adults',
        isAdmin: false,
        isPremium: false,
      });
      expect((await getUser(ctx.app, cookie)).json()).toEqual(res.json());

      const one = await patch({ randomnessLevel: 10 }, cookie);
      expect(one.json()).toMatchObject({ randomnessLevel: 10, ageRange: 'mature-adults' });
    });

    it.each([
      [
        { randomnessLevel: 50, ageRange: 'adults', isAdmin: true },
        'body',
        'Unrecognized key: "isAdmin"',
      ],
      [{ isPremium: true }, 'body', 'Unrecognized key: "isPremium"'],
      [{ username: 'someone-else' }, 'body', 'Unrecognized key: "username"'],
      [{ email: 'x@example.com', ageRange: 'adults' }, 'body', 'Unrecognized key: "email"'],
      [{ randomnessLevel: 40 }, 'randomnessLevel', ''],
      [{ randomnessLevel: '50' }, 'randomnessLevel', ''],
      [{ ageRange: 'kids' }, 'ageRange', ''],
      [{}, 'body', 'Send randomnessLevel, ageRange or both'],
    ])('refuses %j with 400 and changes nothing', async (body, field, message) => {
      const { cookie } = await registerAccount(ctx.app);
      const res = await patch(body, cookie);
      expect(expectRefusal(res, field).message.startsWith(message)).toBe(true);
      expect((await getUser(ctx.app, cookie)).json()).toMatchObject({
        isAdmin: false,
        isPremium: false,
        randomnessLevel: 50,
        ageRange: 'young-adults',
      });
    });
  });
});

describe.each(TEST_DATABASE_KINDS)('production settings on %s', (kind) => {
  // argon2Cost undefined: buildApp's own default, the cost production hashes with
  const ctx = useTestApp(kind, {
    secureCookies: true,
    authRateLimitPerMinute: 100_000,
    argon2Cost: undefined,
  });

  it('hashes passwords and answers with argon2id m=19456 t=2 p=1, and logs in with them', async () => {
    const body = newRegistration();
    expect((await postJson(ctx.app, '/api/register', body)).statusCode).toBe(201);
    const [row] = await ctx.database.handle.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    expect(row!.passwordHash.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(row!.securityAnswer1Hash!.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(row!.securityAnswer2Hash!.startsWith(ARGON2_PREFIX)).toBe(true);
    expect((await login(ctx.app, body.email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx.app, body.email, OTHER_PASSWORD)).statusCode).toBe(401);
  });

  // at production's cost: a cheap hash would be lost in the noise of the rest of the request
  it('a login takes about as long for an unknown email as for a wrong password (a dummy hash is checked)', async () => {
    const body = newRegistration();
    expect((await postJson(ctx.app, '/api/register', body)).statusCode).toBe(201);
    const time = async (email: string, ip: string) => {
      const start = performance.now();
      const res = await login(ctx.app, email, OTHER_PASSWORD, { ip });
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    await time('warm-up@example.com', '10.2.0.0'); // the dummy hash is made on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= 4; i++) {
      known.push(await time(body.email, `10.2.1.${i}`));
      unknown.push(await time(`ghost${i}@example.com`, `10.2.2.${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy check an unknown email would answer in a small fraction of the time.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(known)).toBeLessThan(2);
  });

  it('the session cookie is Secure, HttpOnly, SameSite=Lax, Path=/ with the __Host- prefix and no Domain', async () => {
    const res = await postJson(ctx.app, '/api/register', newRegistration());
    expect(res.statusCode).toBe(201);
    expect(setCookie(res)).toBeUndefined();
    const cookie = setCookie(res, '__Host-fakeout_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    const header = cookieFrom(res, '__Host-fakeout_session');
    expect((await getUser(ctx.app, header)).statusCode).toBe(200);
    // The unprefixed name is not read in this mode.
    expect((await getUser(ctx.app, `fakeout_session=${cookie.value}`)).statusCode).toBe(401);
  });
});
