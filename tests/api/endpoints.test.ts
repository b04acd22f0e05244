// Decision 015: the routes are registered from the shared endpoint definitions, so every definition
// is served at its method and path.
import { describe, expect, it } from 'vitest';
import * as api from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { useTestApp } from '../helpers/test-app';

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
});
