// SPEC §7 account calls: POST /api/register, POST /api/login, POST /api/logout,
// GET /api/security-questions/{username}, POST /api/forgot-password/verify, POST /api/reset-password.
// Parse → service → reply. Every call but logout counts against the per-IP auth-request limit.
import type { FastifyPluginAsync } from 'fastify';
import {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SecurityQuestionsResponse,
  User,
  VerifyAnswersRequest,
  VerifyAnswersResponse,
} from '../../shared/api/auth';
import type { Auth } from '../auth/auth';
import { resetPassword, securityQuestionsFor, verifyAnswers } from '../services/recovery';
import { authenticate, registerUser, toUser } from '../services/users';
import { parseOrThrow } from '../validation';
import type { RouteContext } from './context';

export const authRoutes =
  (ctx: RouteContext, auth: Auth): FastifyPluginAsync =>
  async (app) => {
    const limited = { onRequest: auth.limitAuthRequests };

    app.post('/api/register', limited, async (request, reply) => {
      const input = parseOrThrow(RegisterRequest, request.body);
      const row = await registerUser(ctx.db(), input, ctx.now());
      await auth.signIn(request, reply, row.id);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(User.parse(toUser(row)));
    });

    app.post('/api/login', limited, async (request, reply) => {
      const input = parseOrThrow(LoginRequest, request.body);
      const { row, deviceToken } = await authenticate(
        ctx.db(),
        input,
        { ip: request.ip, deviceToken: auth.device.read(request) },
        ctx.now(),
      );
      auth.device.set(reply, deviceToken);
      await auth.signIn(request, reply, row.id);
      return reply.header('cache-control', 'no-store').send(User.parse(toUser(row)));
    });

    app.post('/api/logout', async (request, reply) => {
      await auth.signOut(request, reply);
      return reply.code(204).send();
    });

    app.get<{ Params: { username: string } }>(
      '/api/security-questions/:username',
      limited,
      async (request, reply) => {
        const questions = await securityQuestionsFor(ctx.db(), request.params.username);
        return reply
          .header('cache-control', 'no-store')
          .send(SecurityQuestionsResponse.parse(questions));
      },
    );

    app.post('/api/forgot-password/verify', limited, async (request, reply) => {
      const input = parseOrThrow(VerifyAnswersRequest, request.body);
      const { resetToken, expiresAt } = await verifyAnswers(ctx.db(), input, request.ip, ctx.now());
      return reply.header('cache-control', 'no-store').send(
        VerifyAnswersResponse.parse({
          success: true,
          resetToken,
          expiresAt: expiresAt.toISOString(),
        }),
      );
    });

    app.post('/api/reset-password', limited, async (request, reply) => {
      const input = parseOrThrow(ResetPasswordRequest, request.body);
      await resetPassword(ctx.db(), input, request.ip, ctx.now());
      return reply.header('cache-control', 'no-store').send({ success: true });
    });
  };
