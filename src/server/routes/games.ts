// SPEC §7: POST /api/games, POST /api/complete-game. Parse → service → reply.
import type { FastifyPluginAsync } from 'fastify';
import { CompleteGameRequest, CreateGameRequest, GameRecord } from '../../shared/api/games';
import { HttpError } from '../http-error';
import { completeGame, createGame } from '../services/games';
import { parseOrThrow } from '../validation';
import type { RouteContext } from './context';

export const gameRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/api/games',
      { config: { rateLimit: ctx.writeRateLimit } },
      async (request, reply) => {
        const input = parseOrThrow(CreateGameRequest, request.body);
        const record = await createGame(ctx.insertGame, input, ctx.now());
        return reply.code(201).send(GameRecord.parse(record));
      },
    );

    app.post(
      '/api/complete-game',
      { config: { rateLimit: ctx.writeRateLimit } },
      async (request) => {
        const input = parseOrThrow(CompleteGameRequest, request.body);
        const record = await completeGame(ctx.db(), input, ctx.now());
        if (!record) throw new HttpError(404, 'gameId: no game with this id');
        return GameRecord.parse(record);
      },
    );
  };
