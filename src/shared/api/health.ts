// GET /healthz (process is up) and GET /readyz (database answers, not shutting down).
import * as z from 'zod/mini';

export const HealthResponse = z.object({ status: z.literal('ok') });
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
