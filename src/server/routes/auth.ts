// SPEC §7 account calls: POST /api/register, POST /api/login, POST /api/logout,
// GET /api/security-questions/{username}, POST /api/forgot-password/verify, POST /api/reset-password.
// Parse → service → reply. Every call but logout counts against the per-IP auth-request limit.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../shared/api/auth';
import type { Auth } from '../auth/auth';
import { resetPassword, securityQuestionsFor, verifyAnswers } from '../services/recovery';
import { authenticate, registerUser, toUser } from '../services/users';
import type { RouteContext } from './context';
import { serve } from './serve';

export const authRoutes =
  (ctx: RouteContext, auth: Auth): FastifyPluginAsync =>
  async (app) => {
    const limited = { onRequest: auth.limitAuthRequests };

    serve(app, api.register, limited, async (input, request, reply) => {
      const row = await registerUser(ctx.db(), input, ctx.now(), ctx.passwords);
      await auth.signIn(request, reply, row.id);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(api.register.response.parse(toUser(row)));
    });

    serve(app, api.login, limited, async (input, request, reply) => {
      const { row, deviceToken } = await authenticate(
        ctx.db(),
        input,
        { ip: request.ip, deviceToken: auth.device.read(request) },
        ctx.now(),
        ctx.passwords,
      );
      auth.device.set(reply, deviceToken);
      await auth.signIn(request, reply, row.id);
      return reply.header('cache-control', 'no-store').send(api.login.response.parse(toUser(row)));
    });

    serve(app, api.logout, {}, async (_body, request, reply) => {
      await auth.signOut(request, reply);
      return reply.code(204).send();
    });

    serve(app, api.securityQuestions, limited, async (_body, request, reply) => {
      const questions = await securityQuestionsFor(ctx.db(), request.params.username);
      return reply
        .header('cache-control', 'no-store')
        .send(api.securityQuestions.response.parse(questions));
    });

    serve(app, api.verifyAnswers, limited, async (input, request, reply) => {
      const { resetToken, expiresAt } = await verifyAnswers(
        ctx.db(),
        input,
        request.ip,
        ctx.now(),
        ctx.passwords,
      );
      return reply.header('cache-control', 'no-store').send(
        api.verifyAnswers.response.parse({
          success: true,
          resetToken,
          expiresAt: expiresAt.toISOString(),
        }),
      );
    });

    serve(app, api.resetPassword, limited, async (input, request, reply) => {
      await resetPassword(ctx.db(), input, request.ip, ctx.now(), ctx.passwords);
      return reply
        .header('cache-control', 'no-store')
        .send(api.resetPassword.response.parse({ success: true }));
    });
  };
