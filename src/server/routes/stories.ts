// SPEC §7: POST /api/generate-story → { story, source, fakeId? }. Story text is never stored or logged:
// the request body is only passed to the generator, and the log line has the route and status only.
// The request schema drops the client's fakerId and contentType (decision 015): the generator is
// asked for the category's content type. A custom category (issue 24, decision 023) is checked like
// a fake (400), needs the LLM (409 without one) and never gets a corpus fake (503 when the LLM fails).
import type { FastifyPluginAsync } from 'fastify';
import { deniedWordMessage } from '../../generator/category-safety';
import { findDeniedCustomCategory } from '../../generator/safety';
import {
  CUSTOM_FAKE_FAILED,
  customFakeRequestOf,
  fakeRequestOf,
  generateStory,
  NO_STORY_MACHINE,
  type CustomStoryInput,
} from '../../shared/api/stories';
import { fieldError, HttpError } from '../http-error';
import type { RouteContext } from './context';
import { serve } from './serve';

export const storyRoutes =
  (ctx: RouteContext): FastifyPluginAsync =>
  async (app) => {
    serve(app, generateStory, { config: { rateLimit: ctx.generateRateLimit } }, async (input) => {
      if (input.customCategory !== undefined) return customFake(ctx, input);
      const result = await ctx.storyGenerator.generate(fakeRequestOf(input));
      return generateStory.response.parse(result);
    });
  };

async function customFake(ctx: RouteContext, input: CustomStoryInput) {
  const denied = findDeniedCustomCategory(input.customCategory, input.ageRange);
  if (denied !== null) {
    throw fieldError(generateStory, 'customCategory', deniedWordMessage(denied));
  }
  if (!ctx.storyGenerator.generateCustom) throw new HttpError(409, NO_STORY_MACHINE);
  const result = await ctx.storyGenerator.generateCustom(customFakeRequestOf(input));
  if (result === null) throw new HttpError(503, CUSTOM_FAKE_FAILED);
  return generateStory.response.parse(result);
}
