// SPEC §7: POST /api/generate-story → { story, source }. The fake entry for the faker of a round.
import * as z from 'zod/mini';
import { CONTENT_TYPES } from '../../engine/categories';
import { MAX_PLAYER_ID, MAX_PLAYERS } from '../../engine/constants';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../../engine/settings';
import { categoryId } from './common';

export const MAX_ENTRY_CHARS = 500;

const entryText = z.string().check(z.maxLength(MAX_ENTRY_CHARS));

/** One real entry of the round: the plain text, or the client's Story object (SPEC §3). */
const storyEntry = z.union([
  entryText,
  z.object({ playerId: z.optional(z.int()), content: entryText, isFake: z.optional(z.boolean()) }),
]);

export const GenerateStoryRequest = z.strictObject({
  category: categoryId,
  stories: z.array(storyEntry).check(z.minLength(1), z.maxLength(MAX_PLAYERS)),
  contentType: z.enum(CONTENT_TYPES),
  fakerId: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_PLAYER_ID))),
  randomnessLevel: z.union(RANDOMNESS_LEVELS.map((level) => z.literal(level))),
  ageRange: z.enum(AGE_RANGES),
});
export type GenerateStoryRequest = z.infer<typeof GenerateStoryRequest>;

export const GenerateStoryResponse = z.object({
  story: z.string(),
  source: z.enum(['llm', 'offline']),
});
export type GenerateStoryResponse = z.infer<typeof GenerateStoryResponse>;

/** The entries' text, whichever shape the client sent. */
export function entryTexts(request: GenerateStoryRequest): string[] {
  return request.stories.map((entry) => (typeof entry === 'string' ? entry : entry.content));
}
