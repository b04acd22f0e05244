// SPEC §7: GET /api/user (the signed-in user; 401 when signed out, which the client reads as no
// user) and PATCH /api/user/settings (randomnessLevel and ageRange only; anything else is a 400).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../shared/api/auth';
import { currentUser } from '../../shared/api/user';
import type { Auth } from '../auth/auth';
import { errorBody, HttpError } from '../http-error';
import { toUser, updateSettings } from '../services/users';
import type { RouteContext } from './context';
import { serve } from './serve';

export const userRoutes =
  (ctx: RouteContext, auth: Auth): FastifyPluginAsync =>
  async (app) => {
    serve(app, currentUser, {}, async (_body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await auth.currentUser(request);
      if (!user) {
        // A stale or unknown cookie is of no further use to the browser.
        if (request.cookies[auth.cookie.name] !== undefined) auth.cookie.clear(reply);
        // Sent, not thrown: the signed-out read is the most frequent call and needs no stack trace.
        return reply.code(401).send(errorBody(api.AUTH_MESSAGES.notLoggedIn));
      }
      // toUser builds exactly the User shape (typed against its schema); the hot path skips re-parsing it
      return toUser(user);
    });

    serve(
      app,
      api.updateSettings,
      { preHandler: auth.requireUser },
      async (input, request, reply) => {
        const row = await updateSettings(ctx.db(), auth.userOf(request).id, input, ctx.now());
        if (!row) throw new HttpError(401, api.AUTH_MESSAGES.notLoggedIn);
        return reply
          .header('cache-control', 'no-store')
          .send(api.updateSettings.response.parse(toUser(row)));
      },
    );
  };
