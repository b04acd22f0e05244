// SPEC §2 Forgot password, §5 reset rules, §7 recovery calls, §8 texts: the security questions of a
// username, both answers checked together, the reset with the answers or a single-use 10-minute
// token, and what a reset does to sessions. Secrets never reach a log line.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { argon2Prefix } from '../../src/server/auth/passwords';
import { passwordResetTokens, sessions, users } from '../../src/server/db/schema';
import {
  getUser,
  GOOD_PASSWORD,
  login,
  MINUTE,
  newRegistration,
  registerAccount,
  sendJson,
  testClock,
} from '../helpers/auth';
import { expectRefusal, postJson, TEST_ARGON2_COST, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const NEW_PASSWORD = 'Marble-Harbor-19';

describe.each(TEST_DATABASE_KINDS)('password recovery on %s', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { now: clock.now, authRateLimitPerMinute: 100_000 });
  const db = () => ctx.database.handle.db;

  const questions = (username: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/security-questions/${encodeURIComponent(username)}`,
    });
  const verify = (body: unknown) => postJson(ctx.app, '/api/forgot-password/verify', body);
  const reset = (body: unknown) => postJson(ctx.app, '/api/reset-password', body);

  describe('GET /api/security-questions/{username}', () => {
    it('answers the two questions as text, for the username in any case', async () => {
      const { body } = await registerAccount(ctx.app, {
        username: 'QuizMaster',
        securityQuestion1: 'favorite-movie',
        securityQuestion2: 'first-car',
      });
      const res = await questions('quizmaster');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        question1: 'What is your favorite movie?',
        question2: 'What was the make and model of your first car?',
      });
      expect(body.username).toBe('QuizMaster');
    });

    it('answers 404 with the SPEC text for an unknown username', async () => {
      const res = await questions('no-such-player');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'No account found with that username or security questions not set',
      });
    });

    it('answers 404 for an account without security questions', async () => {
      const { body } = await registerAccount(ctx.app);
      await db()
        .update(users)
        .set({
          securityQuestion1: null,
          securityQuestion2: null,
          securityAnswer1Hash: null,
          securityAnswer2Hash: null,
        })
        .where(eq(users.email, body.email));
      expect((await questions(body.username)).statusCode).toBe(404);
      expect(
        (await verify({ username: body.username, answer1: 'a', answer2: 'b' })).statusCode,
      ).toBe(404);
    });
  });

  describe('POST /api/forgot-password/verify', () => {
    it('accepts the answers trimmed, in any case and with extra spaces', async () => {
      const { body } = await registerAccount(ctx.app);
      const res = await verify({
        username: body.username.toUpperCase(),
        answer1: '  NEW    york ',
        answer2: 'biscuit THE\tdog',
      });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.success).toBe(true);
      expect(answer.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(answer.expiresAt).getTime() - clock.now().getTime()).toBe(10 * MINUTE);
      // Only a digest of the token is stored.
      const stored = await db().select().from(passwordResetTokens);
      expect(stored.some((row) => row.tokenHash === answer.resetToken)).toBe(false);
    });

    it.each([
      ['the first answer wrong', { answer1: 'Boston', answer2: 'Biscuit the Dog' }],
      ['the second answer wrong', { answer1: 'New York', answer2: 'Rex' }],
      ['both answers wrong', { answer1: 'Boston', answer2: 'Rex' }],
      ['the answers swapped', { answer1: 'Biscuit the Dog', answer2: 'New York' }],
    ])('answers 401 with one message for %s (no hint which)', async (_case, answers) => {
      const { body } = await registerAccount(ctx.app);
      const res = await verify({ username: body.username, ...answers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'One or both security answers are incorrect' });
    });

    it.each([
      [{ username: 'someone', answer1: 'a' }, 'answer2', ''],
      [{ username: 'someone', answer1: ' ', answer2: 'b' }, 'answer1', 'Answer is required'],
      [{ username: '', answer1: 'a', answer2: 'b' }, 'username', 'Username is required'],
      [{ username: 'someone', answer1: 'a', answer2: 'b', newPassword: 'x' }, 'body', ''],
    ])('refuses a malformed body %j with 400', async (body, field, message) => {
      const res = await verify(body);
      expect(expectRefusal(res, field).message.startsWith(message)).toBe(true);
    });

    it('answers 404 for an unknown username', async () => {
      const res = await verify({ username: 'ghost-player', answer1: 'a', answer2: 'b' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        'No account found with that username or security questions not set',
      );
    });
  });

  describe('POST /api/reset-password', () => {
    it('with the answers (the SPEC payload): sets the password and ends every session', async () => {
      const { body, cookie } = await registerAccount(ctx.app);
      const other = await login(ctx.app, body.email, GOOD_PASSWORD);
      expect(other.statusCode).toBe(200);
      const [row] = await db().select().from(users).where(eq(users.email, body.email));
      expect(await db().select().from(sessions).where(eq(sessions.userId, row!.id))).toHaveLength(
        2,
      );

      const res = await reset({
        username: body.username,
        answer1: 'new york',
        answer2: 'biscuit the dog',
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });

      expect(await db().select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
      expect((await getUser(ctx.app, cookie)).statusCode).toBe(401);
      expect((await login(ctx.app, body.email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await login(ctx.app, body.email, NEW_PASSWORD)).statusCode).toBe(200);
      const [updated] = await db().select().from(users).where(eq(users.id, row!.id));
      expect(updated!.passwordHash.startsWith(argon2Prefix(TEST_ARGON2_COST))).toBe(true);
    });

    it('with the token from verify: once only', async () => {
      const { body } = await registerAccount(ctx.app);
      const { resetToken } = (
        await verify({ username: body.username, answer1: 'New York', answer2: 'Biscuit the Dog' })
      ).json();
      const first = await reset({ username: body.username, resetToken, newPassword: NEW_PASSWORD });
      expect(first.statusCode).toBe(200);
      const again = await reset({
        username: body.username,
        resetToken,
        newPassword: 'Another-Pass-55',
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toMatch(/expired or was already used/);
      expect((await login(ctx.app, body.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('a token expires after 10 minutes', async () => {
      const { body } = await registerAccount(ctx.app);
      const { resetToken } = (
        await verify({ username: body.username, answer1: 'New York', answer2: 'Biscuit the Dog' })
      ).json();
      clock.advance(10 * MINUTE);
      const res = await reset({ username: body.username, resetToken, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect((await login(ctx.app, body.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('a token works for its own account only', async () => {
      const a = await registerAccount(ctx.app);
      const b = await registerAccount(ctx.app);
      const { resetToken } = (
        await verify({ username: a.body.username, answer1: 'New York', answer2: 'Biscuit the Dog' })
      ).json();
      const res = await reset({ username: b.body.username, resetToken, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect((await login(ctx.app, b.body.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('never with a username alone', async () => {
      const { body } = await registerAccount(ctx.app);
      for (const payload of [
        { username: body.username, newPassword: NEW_PASSWORD },
        { username: body.username, newPassword: NEW_PASSWORD, answer1: 'New York' },
        { username: body.username, newPassword: NEW_PASSWORD, resetToken: '' },
      ]) {
        const res = await reset(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await login(ctx.app, body.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 401 for wrong answers and keeps the old password', async () => {
      const { body } = await registerAccount(ctx.app);
      const res = await reset({
        username: body.username,
        answer1: 'New York',
        answer2: 'wrong',
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'One or both security answers are incorrect' });
      expect((await login(ctx.app, body.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['zq9!x', 'Password must be at least 6 characters long'],
      ['', 'Password must be at least 6 characters long'],
      ['football', 'This password is too common'],
      ['x'.repeat(129), 'Password must be at most 128 characters long'],
    ])('refuses the new password %j with 400', async (newPassword, message) => {
      const { body } = await registerAccount(ctx.app);
      const res = await reset({
        username: body.username,
        answer1: 'New York',
        answer2: 'Biscuit the Dog',
        newPassword,
      });
      expect(expectRefusal(res, 'newPassword').message.startsWith(message)).toBe(true);
    });

    it('answers 404 for an unknown username', async () => {
      const res = await reset({
        username: 'ghost-player',
        answer1: 'a',
        answer2: 'b',
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe.each(TEST_DATABASE_KINDS)('secrets stay out of the logs on %s', (kind) => {
  const lines: string[] = [];
  const ctx = useTestApp(kind, {
    authRateLimitPerMinute: 100_000,
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('no password, answer or token appears in any log line', async () => {
    const registration = newRegistration({
      securityAnswer1: 'Xylophone Street',
      securityAnswer2: 'Quokka Island',
    });
    await postJson(ctx.app, '/api/register', registration);
    await login(ctx.app, registration.email, 'Wrong-Password-Attempt');
    const verified = await postJson(ctx.app, '/api/forgot-password/verify', {
      username: registration.username,
      answer1: 'xylophone street',
      answer2: 'quokka island',
    });
    const { resetToken } = verified.json();
    await sendJson(ctx.app, 'POST', '/api/reset-password', {
      username: registration.username,
      resetToken,
      newPassword: NEW_PASSWORD,
    });
    await postJson(ctx.app, '/api/register', { ...registration, password: 'Short' });

    const log = lines.join('\n').toLowerCase();
    expect(lines.length).toBeGreaterThan(4); // the app does log every request
    for (const secret of [
      registration.password,
      'Wrong-Password-Attempt',
      'xylophone',
      'quokka',
      resetToken,
      NEW_PASSWORD,
    ]) {
      expect(log).not.toContain(String(secret).toLowerCase());
    }
  });
});
