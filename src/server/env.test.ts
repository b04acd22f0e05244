import { describe, expect, it } from 'vitest';
import { parseEnv, secureCookies } from './env';

describe('parseEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: expect.objectContaining({
        NODE_ENV: 'development',
        PORT: 3000,
        HOST: '127.0.0.1',
        DATA_DIR: './data',
        TRUST_PROXY: false,
        LOG_LEVEL: 'info',
        CLIENT_DIR: 'dist/client',
      }),
    });
    expect(result.ok && result.env.DATABASE_URL).toBeUndefined();
    expect(result.ok && result.env.LLM_BASE_URL).toBeUndefined();
  });

  it('reads every setting', () => {
    const result = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/fakeout',
      DATABASE_URL: 'postgres://u@db:5432/fakeout',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.2',
      LLM_API_KEY: 'k',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(result.ok && result.env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/fakeout',
      LLM_MODEL: 'llama3.2',
      TRUST_PROXY: true,
    });
  });

  it('treats empty strings as unset', () => {
    const result = parseEnv({ DATABASE_URL: '', LLM_BASE_URL: ' ' });
    expect(result.ok && result.env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'http://localhost:8000/v1' }, 'LLM_MODEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
  ])('rejects %o naming %s', (source, name) => {
    const result = parseEnv(source);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(name);
  });
});

describe('secure cookies', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', COOKIE_SECURE: 'false' }, false],
    [{ NODE_ENV: 'production', COOKIE_SECURE: '' }, true],
    [{ NODE_ENV: 'development', COOKIE_SECURE: 'true' }, true],
  ])('%j → %s', (source, expected) => {
    const result = parseEnv(source);
    expect(result.ok && secureCookies(result.env)).toBe(expected);
  });

  it('limits auth requests to 10 per IP per minute unless configured', () => {
    const defaults = parseEnv({});
    expect(defaults.ok && defaults.env.AUTH_RATE_LIMIT_PER_MINUTE).toBe(10);
    const configured = parseEnv({ AUTH_RATE_LIMIT_PER_MINUTE: '50' });
    expect(configured.ok && configured.env.AUTH_RATE_LIMIT_PER_MINUTE).toBe(50);
    expect(parseEnv({ AUTH_RATE_LIMIT_PER_MINUTE: '0' }).ok).toBe(false);
  });
});
