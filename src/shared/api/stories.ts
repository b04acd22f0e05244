// SPEC §7: POST /api/generate-story → { story, source, fakeId? }. The fake entry for the faker of a
// round. Beyond the SPEC (docs/decisions/008): the request may carry the corpus ids this device used
// lately, and the answer names the corpus entry it chose, so no device hears the same fake twice soon.
// Decision 015: `fakerId` and `contentType` are accepted (the SPEC lists them) but dropped by the
// schema: who the faker is never needs to leave the device, and the content type is the category's.
// Issue 24 (docs/decisions/023), beside the SPEC's fields: `customCategory`, a category the players
// made up, which only an LLM can fake. Its answers: 400 `{ message, field: 'customCategory' }` for a
// bad or unsafe custom category or a custom id without it (or a built-in id with it); 409
// NO_STORY_MACHINE when this server has no LLM (GET /api/capabilities says so beforehand); 503
// CUSTOM_FAKE_FAILED when the LLM failed (error, timeout, no safe answer). Never a corpus fake: the
// corpus cannot fit a custom category. The built-in eleven are answered as before. A custom request
// may have no entries (`stories: []`): the client asks for each custom category's fake before the
// game starts, when nobody has written yet (decision 023, "The fallback is decided before the game").
import * as z from 'zod/mini';
import { CATEGORY_IDS, CONTENT_TYPES, type CategoryId } from '../../engine/categories';
import { contentTypeOf } from '../../engine/stories';
import { MAX_PLAYER_ID, MAX_PLAYERS } from '../../engine/constants';
import { MAX_ENTRY_CHARS } from '../../engine/constants';
import { AgeRangeSchema, RandomnessLevelSchema } from '../../engine/settings';
import { isCorpusId, RECENT_FAKES_KEPT } from '../../generator/corpus-id';
import type { CustomFakeRequest, FakeRequest } from '../../generator/request';
import { endpoint } from './endpoint';

// The limits of a custom category. Defined here until the engine has a module of its own for
// custom categories (the lead then points these at it, so both sides read one place).
/** A custom category's id: "custom-" and 6 to 24 lower-case letters or digits. */
export const CUSTOM_CATEGORY_ID_PATTERN = /^custom-[a-z0-9]{6,24}$/;
/** A custom category's name: 1 to 40 characters once trimmed. */
export const CUSTOM_CATEGORY_NAME_MAX = 40;
/** A custom category's description: up to 120 characters once trimmed (it may be empty). */
export const CUSTOM_CATEGORY_DESCRIPTION_MAX = 120;

export type CustomCategoryId = `custom-${string}`;

export function isCustomCategoryId(id: unknown): id is CustomCategoryId {
  return typeof id === 'string' && CUSTOM_CATEGORY_ID_PATTERN.test(id);
}

function isBuiltInCategoryId(id: unknown): id is CategoryId {
  return (CATEGORY_IDS as readonly unknown[]).includes(id);
}

/** 409: a custom category asked of a server without an LLM (capabilities said false). */
export const NO_STORY_MACHINE =
  'Custom categories need the story machine, which this server does not have.';
/** 503: the LLM could not make a fake for the custom category this time. */
export const CUSTOM_FAKE_FAILED =
  'The story machine could not write a fake for this category just now.';

/** One of the eleven, or a custom category's id (which then comes with `customCategory`). */
const anyCategoryId = z.custom<CategoryId | CustomCategoryId>(
  (id) => isBuiltInCategoryId(id) || isCustomCategoryId(id),
  { message: `must be one of ${CATEGORY_IDS.join(', ')}, or a custom id such as "custom-abc123"` },
);

/** A category the players made up: plain text, sent to the LLM as data between delimiters. */
export const CustomCategorySchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'The category needs a name'),
      z.maxLength(
        CUSTOM_CATEGORY_NAME_MAX,
        `A category name is at most ${CUSTOM_CATEGORY_NAME_MAX} characters`,
      ),
    ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          CUSTOM_CATEGORY_DESCRIPTION_MAX,
          `A category description is at most ${CUSTOM_CATEGORY_DESCRIPTION_MAX} characters`,
        ),
      ),
    '',
  ),
  contentType: z.enum(CONTENT_TYPES),
});
export type CustomCategoryInput = z.input<typeof CustomCategorySchema>;
export type CustomCategory = z.output<typeof CustomCategorySchema>;

const entryText = z.string().check(z.maxLength(MAX_ENTRY_CHARS));

/** One real entry of the round: the plain text, or the client's Story object (SPEC §3). */
const storyEntry = z.union([
  entryText,
  z.object({ playerId: z.optional(z.int()), content: entryText, isFake: z.optional(z.boolean()) }),
]);

export const GenerateStoryRequest = z.pipe(
  z
    .strictObject({
      category: anyCategoryId,
      /**
       * The round's real entries: at least one for the eleven (checked below). Issue 24: a custom
       * category's fake may be asked before the game starts (decision 023), with none yet.
       */
      stories: z.array(storyEntry).check(z.maxLength(MAX_PLAYERS)),
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
      /** Issue 24: with a custom id as `category`, and only then. */
      customCategory: z.optional(CustomCategorySchema),
    })
    .check(
      z.superRefine((request, ctx) => {
        const custom = isCustomCategoryId(request.category);
        if (!custom && request.stories.length === 0)
          ctx.issues.push({
            code: 'custom',
            input: request.stories,
            path: ['stories'],
            message: 'needs at least one entry of the round',
          });
        if (custom === (request.customCategory !== undefined)) return;
        ctx.issues.push({
          code: 'custom',
          input: request.customCategory,
          path: ['customCategory'],
          message: custom
            ? 'A custom category id needs its customCategory (name, description, contentType)'
            : 'customCategory goes only with a custom category id, not with a built-in category',
        });
      }),
    ),
  z.transform(
    ({ contentType: _contentType, fakerId: _fakerId, ...kept }) =>
      // the check above paired the id with customCategory
      kept as BuiltInStoryInput | CustomStoryInput,
  ),
);
/** What a client sends. */
export type GenerateStoryRequest = z.input<typeof GenerateStoryRequest>;
/** A request for one of the eleven (no customCategory). */
export type BuiltInStoryRequest = GenerateStoryRequest & {
  category: CategoryId;
  customCategory?: undefined;
};
/** A request for a custom category (issue 24). */
export type CustomStoryRequest = GenerateStoryRequest & {
  category: CustomCategoryId;
  customCategory: CustomCategoryInput;
};

interface StoryInputBase {
  stories: z.output<typeof storyEntry>[];
  randomnessLevel: z.output<typeof RandomnessLevelSchema>;
  ageRange: z.output<typeof AgeRangeSchema>;
  recentFakeIds?: string[];
}
/** What the server keeps of a built-in category's request: no fakerId, no contentType. */
export interface BuiltInStoryInput extends StoryInputBase {
  category: CategoryId;
  customCategory?: undefined;
}
/** What the server keeps of a custom category's request: its contentType is customCategory's. */
export interface CustomStoryInput extends StoryInputBase {
  category: CustomCategoryId;
  customCategory: CustomCategory;
}
/** What the server keeps of a request. */
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
export function fakeRequestOf(request: Omit<BuiltInStoryInput, 'customCategory'>): FakeRequest {
  return {
    category: request.category,
    contentType: contentTypeOf(request.category),
    stories: entryTexts(request),
    randomnessLevel: request.randomnessLevel,
    ageRange: request.ageRange,
    recentFakeIds: request.recentFakeIds,
  };
}

/** What the LLM is asked for a custom category: its name and description, its content type. */
export function customFakeRequestOf(request: CustomStoryInput): CustomFakeRequest {
  const { name, description, contentType } = request.customCategory;
  return {
    custom: { name, description },
    contentType,
    stories: entryTexts(request),
    randomnessLevel: request.randomnessLevel,
    ageRange: request.ageRange,
  };
}
