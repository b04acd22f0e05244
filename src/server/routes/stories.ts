// SPEC §7: POST /api/generate-story → { story, source, fakeId? }. Story text is never stored or logged:
// the request body is only passed to the generator, and the log line has the route and status only.
import type { FastifyPluginAsync } from 'fastify';
import { entryTexts, GenerateStoryRequest, GenerateStoryResponse } from '../../shared/api/stories';
import { parseOrThrow } from '../validation';
import type { RouteContext } from './context';

export const storyRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/api/generate-story',
      { config: { rateLimit: ctx.generateRateLimit } },
      async (request) => {
        const input = parseOrThrow(GenerateStoryRequest, request.body);
        const result = await ctx.storyGenerator.generate({
          category: input.category,
          contentType: input.contentType,
          stories: entryTexts(input),
          randomnessLevel: input.randomnessLevel,
          ageRange: input.ageRange,
          recentFakeIds: input.recentFakeIds,
        });
        return GenerateStoryResponse.parse(result);
      },
    );
  };
