// GET /healthz (process is up) and GET /readyz (database answers, not shutting down).
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

export const HealthResponse = z.object({ status: z.literal('ok') });
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

export const healthz = endpoint({ method: 'GET', path: '/healthz', response: HealthResponse });

/** Answers ReadyResponse with 200 when ready, and with 503 when not. */
export const readyz = endpoint({ method: 'GET', path: '/readyz', response: ReadyResponse });
