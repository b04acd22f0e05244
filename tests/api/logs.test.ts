// The request log: one JSON line per request with method, route pattern, status and duration, and
// never a secret: no story text, password, security answer, reset token, email or cookie, whatever
// the request carried, also when it failed (bad input, wrong answers, a closed database).
import { describe, expect, it } from 'vitest';
import { cookieFrom, newRegistration } from '../helpers/auth';
import { postJson, useTestApp } from '../helpers/test-app';

const SECRET_PASSWORD = 'Zebra-Harmonica-9731';
const SECRET_NEW_PASSWORD = 'Quokka-Lantern-5520';
const SECRET_ANSWER_1 = 'Xylophone Street 77';
const SECRET_ANSWER_2 = 'Mister Wigglesworth';
const SECRET_STORY = 'i secretly ate the wedding cake topper at my cousins reception';
const SECRET_EMAIL = 'hidden.person.4412@example.com';

describe('request log lines', () => {
  const lines: string[] = [];
  const ctx = useTestApp('pglite', {
    authRateLimitPerMinute: 1_000,
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('one JSON line per request, with no secret in any of them', async () => {
    const app = ctx.app;
    const registration = newRegistration({
      email: SECRET_EMAIL,
      password: SECRET_PASSWORD,
      securityAnswer1: SECRET_ANSWER_1,
      securityAnswer2: SECRET_ANSWER_2,
    });
    const registered = await postJson(app, '/api/register', registration);
    expect(registered.statusCode).toBe(201);
    const cookie = cookieFrom(registered);
    const token = cookie.split('=')[1]!;

    const calls = [
      () => postJson(app, '/api/login', { email: SECRET_EMAIL, password: SECRET_PASSWORD }),
      () => postJson(app, '/api/login', { email: SECRET_EMAIL, password: `${SECRET_PASSWORD}x` }),
      () => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
      () =>
        postJson(
          app,
          '/api/generate-story',
          {
            category: 'awkward',
            stories: [SECRET_STORY],
            contentType: 'story',
            randomnessLevel: 50,
            ageRange: 'young-adults',
          },
          { cookie },
        ),
      // Bad input carrying a secret: the 400 names the field, the log does not echo the value.
      () =>
        postJson(app, '/api/generate-story', { category: SECRET_STORY, stories: [SECRET_STORY] }),
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"email":"${SECRET_EMAIL}","password":"${SECRET_PASSWORD}"`,
        }),
      () =>
        postJson(app, '/api/forgot-password/verify', {
          username: registration.username,
          answer1: SECRET_ANSWER_1,
          answer2: SECRET_ANSWER_2,
        }),
      () =>
        postJson(app, '/api/forgot-password/verify', {
          username: registration.username,
          answer1: SECRET_ANSWER_2,
          answer2: SECRET_ANSWER_1,
        }),
      () =>
        postJson(app, '/api/reset-password', {
          username: registration.username,
          answer1: SECRET_ANSWER_1,
          answer2: SECRET_ANSWER_2,
          newPassword: SECRET_NEW_PASSWORD,
        }),
      () => postJson(app, '/api/logout', {}, { cookie }),
    ];
    const statuses: number[] = [];
    let resetToken = '';
    for (const call of calls) {
      const res = await call();
      statuses.push(res.statusCode);
      if (res.body && res.json().resetToken) resetToken = res.json().resetToken;
    }
    expect(statuses).toEqual([200, 401, 200, 200, 400, 400, 200, 401, 200, 204]);

    // A failing database: the error path logs too, still without the request's secrets.
    await ctx.database.handle.close();
    const failed = await postJson(app, '/api/login', {
      email: SECRET_EMAIL,
      password: SECRET_PASSWORD,
    });
    expect(failed.statusCode).toBe(503);

    const requestLines = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1 + calls.length + 1);
    for (const line of requestLines) {
      expect(line).toEqual(
        expect.objectContaining({
          method: expect.any(String),
          route: expect.stringMatching(/^\/api\//),
          status: expect.any(Number),
          durationMs: expect.any(Number),
        }),
      );
    }
    expect(requestLines.map((l) => l.status)).toEqual([201, ...statuses, 503]);

    const all = lines.join('\n');
    const secrets = [
      SECRET_PASSWORD,
      SECRET_NEW_PASSWORD,
      SECRET_ANSWER_1,
      SECRET_ANSWER_2,
      SECRET_ANSWER_1.toLowerCase(),
      SECRET_STORY,
      SECRET_EMAIL,
      token,
      registration.username,
      ...(resetToken ? [resetToken] : []),
    ];
    for (const secret of secrets) expect(all, `the log holds "${secret}"`).not.toContain(secret);
    expect(all).not.toMatch(/fakeout_session|cookie/i);
  });
});
