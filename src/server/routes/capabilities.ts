// GET /api/capabilities (issue 24): whether custom categories get fakes from the LLM here. Read from
// the story generator itself (it has `generateCustom` only with an LLM), so the answer and
// POST /api/generate-story never disagree. No database; cacheable for a minute.
import type { FastifyPluginAsync } from 'fastify';
import {
  capabilities,
  CAPABILITIES_MAX_AGE_S,
  type CapabilitiesResponse,
} from '../../shared/api/capabilities';
import type { RouteContext } from './context';
import { serve } from './serve';

export const capabilityRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    serve(app, capabilities, {}, async (_body, _request, reply) => {
      const body: CapabilitiesResponse = {
        customCategoryFakes: ctx.storyGenerator.generateCustom !== undefined,
      };
      return reply.header('cache-control', `public, max-age=${CAPABILITIES_MAX_AGE_S}`).send(body);
    });
  };
