// GET /healthz: the process answers (no database). GET /readyz: the database answers and the server
// is not shutting down; 503 otherwise, so a load balancer stops sending traffic here.
import type { FastifyPluginAsync } from 'fastify';
import { healthz, readyz, type ReadyResponse } from '../../shared/api/health';
import type { RouteContext } from './context';
import { serve } from './serve';

const PING_TIMEOUT_MS = 1_500;

export const healthRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    serve(app, healthz, {}, async (_body, _request, reply) => {
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    serve(app, readyz, {}, async (_body, _request, reply) => {
      const databaseUp = await pingWithTimeout(ctx.ping, PING_TIMEOUT_MS);
      const ready = databaseUp && !ctx.isShuttingDown();
      const body: ReadyResponse = {
        status: ready ? 'ready' : 'not-ready',
        database: databaseUp ? 'up' : 'down',
      };
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };

async function pingWithTimeout(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
