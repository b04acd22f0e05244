// Issue 24 (decision 023): whether this server's story machine (an LLM) can fake a custom category,
// and the call that asks it to. A custom category has no corpus, so nothing here falls back to the
// device's offline generator: every failure is reported to the caller, which then plays the round
// as "the faker writes the lie".
import type { CategoryView, GeneratorSettings } from '../../../engine';
import { capabilities, type CapabilitiesResponse } from '../../../shared/api/capabilities';
import { generateStory, type CustomStoryRequest } from '../../../shared/api/stories';
import { ApiError, call } from '../../lib/api';

/** How long the capability check waits before taking "no" for an answer. */
export const CAPABILITIES_WAIT_MS = 3_000;

/**
 * How long a custom category's fake may take: the server's LLM has one retry after a bad answer
 * within its own 4 s timeout (src/server/generator/llm-provider.ts), so about 8 s at worst.
 */
export const CUSTOM_FAKE_WAIT_MS = 10_000;

const NONE: CapabilitiesResponse = { customCategoryFakes: false };

/** Rejects after `ms`, for a race with a call; `clear` stops the timer. */
function deadline(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * GET /api/capabilities: can custom categories get a fake from the server? Offline, out of reach,
 * an error answer or no answer within CAPABILITIES_WAIT_MS all mean no.
 */
export async function fetchCapabilities(): Promise<CapabilitiesResponse> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return NONE;
  const wait = deadline(CAPABILITIES_WAIT_MS);
  try {
    return await Promise.race([call(capabilities), wait.promise]);
  } catch (error) {
    console.warn('Could not ask the server what it can do: no custom-category fakes', error);
    return NONE;
  } finally {
    wait.clear();
  }
}

/** A custom category's fake, or why there is none. */
export type CustomFakeOutcome =
  | { readonly ok: true; readonly story: string }
  | {
      readonly ok: false;
      /**
       * `no-machine`: this server has no LLM (409): no custom category will get a fake from it.
       * `refused`: the request was refused (400, `field` names what), e.g. a name not allowed for
       * the age range. `failed`: this time it did not work (the LLM failed, 503; out of reach; no
       * answer within CUSTOM_FAKE_WAIT_MS; any other error).
       */
      readonly reason: 'no-machine' | 'refused' | 'failed';
      /** The server's message, or what went wrong; for the log or the screen, never story text. */
      readonly message: string;
      readonly field?: string;
    };

/**
 * POST /api/generate-story with the custom category: the LLM's fake, or the reason there is none.
 * One try (the server already retried its LLM once), within CUSTOM_FAKE_WAIT_MS; never the
 * offline generator, whose corpus cannot fit a custom category.
 */
/**
 * The request for a custom category's fake made before anyone writes (decision 023): no entries,
 * this device's generator settings, and the category's own words as data.
 */
export function customFakeRequest(
  category: Pick<CategoryView, 'id' | 'name' | 'description' | 'type'>,
  settings: GeneratorSettings,
): CustomStoryRequest {
  return {
    category: category.id as CustomStoryRequest['category'],
    stories: [],
    randomnessLevel: settings.randomnessLevel,
    ageRange: settings.ageRange,
    customCategory: {
      name: category.name,
      description: category.description,
      contentType: category.type,
    },
  };
}

export async function generateCustomFake(request: CustomStoryRequest): Promise<CustomFakeOutcome> {
  const wait = deadline(CUSTOM_FAKE_WAIT_MS);
  try {
    const fake = await Promise.race([call(generateStory, request), wait.promise]);
    return { ok: true, story: fake.story };
  } catch (error) {
    return failureOf(error);
  } finally {
    wait.clear();
  }
}

function failureOf(error: unknown): CustomFakeOutcome {
  if (error instanceof ApiError && error.status === 409)
    return { ok: false, reason: 'no-machine', message: error.serverMessage ?? error.message };
  if (error instanceof ApiError && error.status === 400) {
    return {
      ok: false,
      reason: 'refused',
      message: error.serverMessage ?? error.message,
      ...(error.field !== undefined ? { field: error.field } : {}),
    };
  }
  const message =
    error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
  return { ok: false, reason: 'failed', message };
}
