// Decision 015: the routes are registered from the shared endpoint definitions, so every definition
// is served at its method and path. Issue 23: error answers are the contract's (a refused field
// named as data).
import { describe, expect, it } from 'vitest';
import * as api from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/api/endpoint';
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
    expect(endpoints).toHaveLength(16);
    for (const e of endpoints) {
      expect(ctx.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(
        true,
      );
    }
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
