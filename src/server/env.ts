// The only reader of process.env: every setting validated once, at start, with a clear message.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A flag that may be left unset ('' counts as unset): true, false or undefined. */
const optionalFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) =>
    v === undefined || v === '' ? undefined : v === '1' || v === 'true' || v === 'yes',
  );

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  LLM_BASE_URL: optionalText.pipe(z.url().optional()),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  TRUST_PROXY: flag,
  /**
   * Session cookie with Secure and the __Host- prefix. Defaults to on in production; set it to
   * false to sign in over plain http (a LAN address such as http://192.168.1.20:3000).
   */
  COOKIE_SECURE: optionalFlag,
  /** Auth requests (register, login, recovery) allowed per IP per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built client lives; the server serves it when present. */
  CLIENT_DIR: z.string().min(1).default('dist/client'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Whether the session cookie is Secure (and __Host-): COOKIE_SECURE, else NODE_ENV=production. */
export function secureCookies(env: Pick<Env, 'COOKIE_SECURE' | 'NODE_ENV'>): boolean {
  return env.COOKIE_SECURE ?? env.NODE_ENV === 'production';
}

export type EnvResult = { ok: true; env: Env } | { ok: false; message: string };

/** Parses an environment; the message lists every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = EnvSchema.safeParse(source);
  if (result.success) {
    const env = result.data;
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      return {
        ok: false,
        message: 'Invalid environment: LLM_MODEL is required when LLM_BASE_URL is set',
      };
    }
    return { ok: true, env };
  }
  const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return { ok: false, message: `Invalid environment: ${lines.join('; ')}` };
}
