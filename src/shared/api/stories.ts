// SPEC §7: POST /api/generate-story → { story, source, fakeId? }. The fake entry for the faker of a
// round. Beyond the SPEC (docs/decisions/008): the request may carry the corpus ids this device used
// lately, and the answer names the corpus entry it chose, so no device hears the same fake twice soon.
// Decision 015: `fakerId` and `contentType` are accepted (the SPEC lists them) but dropped by the
// schema: who the faker is never needs to leave the device, and the content type is the category's.
import * as z from 'zod/mini';
import { CONTENT_TYPES } from '../../engine/categories';
import { contentTypeOf } from '../../engine/stories';
import { MAX_PLAYER_ID, MAX_PLAYERS } from '../../engine/constants';
import { MAX_ENTRY_CHARS } from '../../engine/constants';
import { AgeRangeSchema, RandomnessLevelSchema } from '../../engine/settings';
import { isCorpusId, RECENT_FAKES_KEPT } from '../../generator/corpus-id';
import type { FakeRequest } from '../../generator/request';
import { categoryId } from './common';
import { endpoint } from './endpoint';

const entryText = z.string().check(z.maxLength(MAX_ENTRY_CHARS));

/** One real entry of the round: the plain text, or the client's Story object (SPEC §3). */
const storyEntry = z.union([
  entryText,
  z.object({ playerId: z.optional(z.int()), content: entryText, isFake: z.optional(z.boolean()) }),
]);

export const GenerateStoryRequest = z.pipe(
  z.strictObject({
    category: categoryId,
    stories: z.array(storyEntry).check(z.minLength(1), z.maxLength(MAX_PLAYERS)),
    /** Ignored: the content type is the category's (contentTypeOf). Checked, then dropped. */
    contentType: z.optional(z.enum(CONTENT_TYPES)),
    /** Ignored and never sent by our client: the faker stays on the device. Checked, then dropped. */
    fakerId: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_PLAYER_ID))),
    randomnessLevel: RandomnessLevelSchema,
    ageRange: AgeRangeSchema,
    recentFakeIds: z.optional(
      z
        .array(z.string().check(z.refine(isCorpusId, 'must be a corpus id such as "awkward-12"')))
        .check(z.maxLength(RECENT_FAKES_KEPT)),
    ),
  }),
  z.transform(({ contentType: _contentType, fakerId: _fakerId, ...kept }) => kept),
);
/** What a client sends. */
export type GenerateStoryRequest = z.input<typeof GenerateStoryRequest>;
/** What the server keeps of it: no fakerId, no contentType. */
export type GenerateStoryInput = z.output<typeof GenerateStoryRequest>;

export const GenerateStoryResponse = z.object({
  story: z.string(),
  source: z.enum(['llm', 'offline']),
  /** The corpus entry's id, when the fake came from the corpus. */
  fakeId: z.optional(z.string()),
});
export type GenerateStoryResponse = z.infer<typeof GenerateStoryResponse>;

export const generateStory = endpoint({
  method: 'POST',
  path: '/api/generate-story',
  request: GenerateStoryRequest,
  response: GenerateStoryResponse,
});

/** The entries' text, whichever shape the client sent. */
export function entryTexts(request: Pick<GenerateStoryInput, 'stories'>): string[] {
  return request.stories.map((entry) => (typeof entry === 'string' ? entry : entry.content));
}

/**
 * What the generator is asked for, on the server and in the browser's offline fallback alike: the
 * content type is the category's, whatever the request said.
 */
export function fakeRequestOf(request: GenerateStoryInput): FakeRequest {
  return {
    category: request.category,
    contentType: contentTypeOf(request.category),
    stories: entryTexts(request),
    randomnessLevel: request.randomnessLevel,
    ageRange: request.ageRange,
    recentFakeIds: request.recentFakeIds,
  };
}
