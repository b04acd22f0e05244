// Decision 015: the routes are registered from the shared endpoint definitions, so every definition
// is served at its method and path. Issue 23: GET /api/user answers by its own definition, and
// error answers are the contract's (a refused field named as data).
import { describe, expect, it } from 'vitest';
import * as api from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { registerAccount } from '../helpers/auth';
import { postJson, useTestApp } from '../helpers/test-app';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

const endpoints: Endpoint[] = Object.values(api).flatMap((value) =>
  isEndpoint(value) ? [value] : [],
);

describe('the shared endpoint definitions', () => {
  const ctx = useTestApp('pglite');

  it('are each served at their method and path', () => {
    expect(endpoints).toHaveLength(21);
    for (const e of endpoints) {
      expect(ctx.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(
        true,
      );
    }
  });

  it('GET /api/user answers its endpoint: the User schema signed in, an error body signed out', async () => {
    const { currentUser } = api;
    const signedOut = await ctx.app.inject({ method: currentUser.method, url: currentUser.path });
    expect(signedOut.statusCode).toBe(401);
    expect(api.ErrorResponse.parse(signedOut.json())).toEqual({ message: 'Not logged in' });

    const { cookie, body } = await registerAccount(ctx.app);
    const res = await ctx.app.inject({
      method: currentUser.method,
      url: currentUser.path,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    // exactly the contract's User: nothing the schema would drop, nothing it lacks
    expect(res.json()).toEqual(currentUser.response.parse(res.json()));
    expect(res.json()).toMatchObject({ username: body.username, isAdmin: false });
  });

  it('names a refused field as data beside a message without it', async () => {
    const res = await postJson(ctx.app, api.register.path, {
      username: 'field_as_data',
      email: 'field.as.data@example.com',
      password: 'qwerty123',
      securityQuestion1: 'city-of-birth',
      securityAnswer1: 'New York',
      securityQuestion2: 'first-pet',
      securityAnswer2: 'Biscuit the Dog',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: api.AUTH_MESSAGES.commonPassword,
      field: 'password',
    } satisfies api.ErrorOf<typeof api.register>);
  });
});
