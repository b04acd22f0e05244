// SPEC §7: POST /api/generate-story → { story, source, fakeId? }. The fake entry for the faker of a
// round. Beyond the SPEC (docs/decisions/008): the request may carry the corpus ids this device used
// lately, and the answer names the corpus entry it chose, so no device hears the same fake twice soon.
import * as z from 'zod/mini';
import { CONTENT_TYPES } from '../../engine/categories';
import { MAX_PLAYER_ID, MAX_PLAYERS } from '../../engine/constants';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../../engine/settings';
import { isCorpusId, RECENT_FAKES_KEPT } from '../../generator/corpus-id';
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
  recentFakeIds: z.optional(
    z
      .array(z.string().check(z.refine(isCorpusId, 'must be a corpus id such as "awkward-12"')))
      .check(z.maxLength(RECENT_FAKES_KEPT)),
  ),
});
export type GenerateStoryRequest = z.infer<typeof GenerateStoryRequest>;

export const GenerateStoryResponse = z.object({
  story: z.string(),
  source: z.enum(['llm', 'offline']),
  /** The corpus entry's id, when the fake came from the corpus. */
  fakeId: z.optional(z.string()),
});
export type GenerateStoryResponse = z.infer<typeof GenerateStoryResponse>;

/** The entries' text, whichever shape the client sent. */
export function entryTexts(request: GenerateStoryRequest): string[] {
  return request.stories.map((entry) => (typeof entry === 'string' ? entry : entry.content));
}
