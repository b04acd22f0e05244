// SPEC §7: POST /api/games, POST /api/complete-game. Parse → service → reply.
import type { FastifyPluginAsync } from 'fastify';
import { NO_SUCH_GAME } from '../../shared/api/common';
import * as api from '../../shared/api/games';
import { fieldError } from '../http-error';
import { completeGame, createGame } from '../services/games';
import type { RouteContext } from './context';
import { serve } from './serve';

export const gameRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    const limited = { config: { rateLimit: ctx.writeRateLimit } };

    serve(app, api.createGame, limited, async (input, _request, reply) => {
      const record = await createGame(ctx.insertGame, input, ctx.now());
      return reply.code(201).send(api.createGame.response.parse(record));
    });

    serve(app, api.completeGame, limited, async (input) => {
      const record = await completeGame(ctx.db(), input, ctx.now());
      if (!record) throw fieldError(api.completeGame, 'gameId', NO_SUCH_GAME, 404);
      return api.completeGame.response.parse(record);
    });
  };
