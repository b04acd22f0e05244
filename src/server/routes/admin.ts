// Issue 6: the admin dashboard's API. Every route here is guarded on the server by
// auth.requireAdmin (401 signed out, 403 not an admin), the role read from the database per request.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../shared/api/admin';
import type { Auth } from '../auth/auth';
import { adminStats } from '../services/admin-stats';
import type { RouteContext } from './context';
import { serve } from './serve';

export const adminRoutes =
  (ctx: RouteContext, auth: Auth): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', auth.requireAdmin);

    serve(app, api.adminStats, {}, async (_body, _request, reply) => {
      const stats = await adminStats(ctx.db(), ctx.now());
      return reply.header('cache-control', 'no-store').send(api.adminStats.response.parse(stats));
    });
  };
