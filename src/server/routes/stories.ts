// SPEC §7: POST /api/generate-story → { story, source, fakeId? }. Story text is never stored or logged:
// the request body is only passed to the generator, and the log line has the route and status only.
// The request schema drops the client's fakerId and contentType (decision 015): the generator is
// asked for the category's content type.
import type { FastifyPluginAsync } from 'fastify';
import { fakeRequestOf, generateStory } from '../../shared/api/stories';
import type { RouteContext } from './context';
import { serve } from './serve';

export const storyRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    serve(app, generateStory, { config: { rateLimit: ctx.generateRateLimit } }, async (input) => {
      const result = await ctx.storyGenerator.generate(fakeRequestOf(input));
      return generateStory.response.parse(result);
    });
  };
