// SPEC §7: POST /api/track-game-start, POST /api/track-category. The client does not read the
// answers, so both reply 204 No Content.
import type { FastifyPluginAsync } from 'fastify';
import { trackCategory, trackGameStart } from '../../shared/api/analytics';
import { NO_SUCH_GAME } from '../../shared/api/common';
import { fieldError } from '../http-error';
import { recordCategoryPick, recordGameStart } from '../services/analytics';
import type { RouteContext } from './context';
import { serve } from './serve';

/** How far a date the client sends may be from the server's clock. */
export const CLIENT_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

export const analyticsRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    const limited = { config: { rateLimit: ctx.writeRateLimit } };

    serve(app, trackGameStart, limited, async (input, _request, reply) => {
      await recordGameStart(ctx.db(), input, ctx.now());
      return reply.code(204).send();
    });

    serve(app, trackCategory, limited, async (input, _request, reply) => {
      // a client's clock may be off, but not by more than a day (a year 0 date reached SQL: issue 13)
      const now = ctx.now();
      if (Math.abs(Date.parse(input.selectedAt) - now.getTime()) > CLIENT_CLOCK_SLACK_MS)
        throw fieldError(trackCategory, 'selectedAt', 'must be within a day of now');
      const recorded = await recordCategoryPick(ctx.db(), input, ctx.now());
      if (!recorded) throw fieldError(trackCategory, 'gameId', NO_SUCH_GAME, 404);
      return reply.code(204).send();
    });
  };
