// SPEC §7 calls of a game: the game record, start and category analytics, completing the game and
// the generated fake. Record and analytics failures are only logged and the game goes on (§8).
// When the server does not make the fake (out of reach, failing or slow), the browser makes it with
// the offline generator.
import {
  categoryOf,
  contentTypeOf,
  currentPlayer,
  currentRoundOf,
  isCategoryId,
  type CategoryId,
  gameDurationMinutes,
  isCustomCategoryId,
  writerNoteOf,
  type GameState,
  type GeneratorSettings,
  type Rng,
} from '../../../engine';
import { trackCategory, trackGameStart } from '../../../shared/api/analytics';
import type { CallArgs, Endpoint, ResponseOutput } from '../../../shared/api/endpoint';
import * as games from '../../../shared/api/games';
import {
  fakeRequestOf,
  generateStory,
  type BuiltInStoryRequest,
  type CustomStoryRequest,
} from '../../../shared/api/stories';
import { customFakeRequest, generateCustomFake, type CustomFakeOutcome } from './custom-fake-api';
import { ApiError, call } from '../../lib/api';
import { hasAnalyticsConsent } from '../../lib/consent';
import { shouldRetryMutation } from '../../lib/query-client';

/** One call with the SPEC §8 mutation retry rule (never on 400/401/403, else once more). */
async function send<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<ResponseOutput<E>> {
  for (let failures = 0; ; failures++) {
    try {
      return await call(endpoint, ...args);
    } catch (error) {
      if (!shouldRetryMutation(failures, error)) throw error;
    }
  }
}

/**
 * SPEC §4/§7 Start game: POST /api/games, then (only with analytics consent) the start event and
 * one category event per round. Resolves with the record's id and creation time, or null.
 */
export async function recordGameStart(
  state: GameState,
  now: () => Date = () => new Date(),
): Promise<{ id: string; createdAt: string } | null> {
  // Issue 24 (decision 021): the server's record and analytics hold the eleven's ids only; a custom
  // category (its id, its name) never leaves the device this way. A game of custom categories only
  // has no server record: play goes on, and completing it is skipped (SPEC §5).
  const categories = state.gameRounds
    .map((r) => r.category)
    .filter((c): c is CategoryId => isCategoryId(c));
  const distinct = [...new Set(categories)];
  if (distinct.length === 0) return null;
  let record: { id: string; createdAt: string } | null = null;
  try {
    const created = await send(games.createGame, {
      rounds_count: state.rounds,
      timer_minutes: state.timerMinutes,
      selected_categories: distinct,
      completed: false,
      player_count: state.players.length,
    });
    record = { id: created.id, createdAt: created.created_at };
  } catch (error) {
    console.warn('Failed to create game record, continuing with game', error);
  }

  if (!hasAnalyticsConsent()) return record;
  try {
    await send(trackGameStart, {
      playerCount: state.players.length,
      rounds: state.rounds,
      categories: distinct,
    });
  } catch (error) {
    console.warn('Analytics tracking failed, continuing with game', error);
  }
  if (record) {
    const gameId = record.id;
    await Promise.all(
      categories.map((category) =>
        send(trackCategory, {
          gameId,
          category,
          playerCount: state.players.length,
          selectedAt: now().toISOString(),
        }).catch((error: unknown) => console.warn('Category tracking failed', error)),
      ),
    );
  }
  return record;
}

/** SPEC §7 complete-game; §5: skipped with a warning without a gameId. Only logged. */
export async function completeGame(state: GameState, nowMs: number = Date.now()): Promise<void> {
  if (!state.gameId) {
    console.warn('No game id: the game record cannot be completed');
    return;
  }
  try {
    await send(games.completeGame, {
      gameId: state.gameId,
      completed: true,
      duration: state.createdAt ? gameDurationMinutes(state.createdAt, nowMs) : 0,
    });
  } catch (error) {
    console.warn('Failed to complete game record', error);
  }
}

/**
 * The generate-story request for the current round (its faker chosen, every entry in). Who the
 * faker is stays on this device: no fakerId is sent (decision 015).
 */
export function fakeRequestFor(
  state: GameState,
  settings: GeneratorSettings,
  recentFakeIds: string[] = [],
): BuiltInStoryRequest | null {
  const round = currentRoundOf(state);
  if (!round || !round.faker) return null;
  return {
    // a custom id: until the server knows custom categories it refuses it (400), and this device
    // then says it has no ready-made fake for it (generateOffline), so the round fails cleanly
    category: round.category as CategoryId,
    stories: round.stories
      .filter((s) => !s.isFake)
      .map((s) => ({ playerId: s.playerId, content: s.content })),
    contentType: contentTypeOf(round.category, state.customCategories),
    randomnessLevel: settings.randomnessLevel,
    ageRange: settings.ageRange,
    recentFakeIds,
  };
}

/**
 * An error's message for a player: SPEC §8's "<status>: <body>", with the server's `{ message }`
 * (every API error, DESIGN conventions) shown as the body rather than raw JSON.
 */
export function readableError(error: Error): string {
  if (error instanceof ApiError && error.serverMessage !== undefined) {
    return `${error.status}: ${error.serverMessage}`;
  }
  return error.message;
}

/** The offline generator, loaded only when needed (each category's corpus is a chunk of its own). */
export function loadOfflineGenerator() {
  return import('../../../generator/index');
}

/** Makes the fake in the browser (the server did not). */
export async function generateOffline(req: BuiltInStoryRequest, rng: Rng): Promise<FakeResult> {
  // Issue 24: the corpus has the eleven only; a custom category's fake is not this device's to make
  if (!isCategoryId(req.category)) throw new Error(NO_OFFLINE_FAKE);
  const { generateOfflineFake } = await loadOfflineGenerator();
  const fake = await generateOfflineFake(fakeRequestOf(req), rng);
  return { story: fake.text, source: 'offline', fakeId: fake.id };
}

/** Why this device cannot make a custom category's fake (shown after "Failed to generate content:"). */
export const NO_OFFLINE_FAKE = 'this device has no ready-made fakes for your own categories';

export interface FakeResult {
  story: string;
  source: 'llm' | 'offline';
  /** The corpus entry it came from, if any: remembered on this device. */
  fakeId?: string;
}

/**
 * How long the server has to answer with the fake before this device makes it instead (issue 21):
 * a round never waits longer than this on a slow or failing server.
 */
export const FAKE_SERVER_WAIT_MS = 4_000;

/**
 * SPEC §7 POST /api/generate-story. When the server fails in any way (out of reach, an error
 * answer, or no answer within FAKE_SERVER_WAIT_MS) the offline generator makes the fake on this
 * device, so a round never sticks. Only when that fails too is the error thrown.
 */
export async function generateFake(req: BuiltInStoryRequest, rng: Rng): Promise<FakeResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${FAKE_SERVER_WAIT_MS / 1000} s`)),
      FAKE_SERVER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([send(generateStory, req), tooSlow]);
  } catch (error) {
    console.warn('The story server did not make the fake: making it on this device', error);
    return generateOffline(req, rng);
  } finally {
    clearTimeout(timer);
  }
}

/** Issue 24: a machine-made idea for the faker's lie, or none to offer (and why). */
export type Idea =
  | { kind: 'idea'; text: string; fakeId?: string }
  | { kind: 'none'; reason: 'custom-category' | 'not-the-faker' | 'failed' };

/**
 * Issue 24, "Need an idea?": on the faker's writing turn in a round the faker writes, a fake for
 * the round from the generator on this device (so it works offline), shaped by the entries written
 * so far; `exclude` holds the ids of the ideas already shown, so another tap brings another. The
 * faker retells it: nothing of it goes into their entry.
 *
 * A custom category has no corpus: its idea comes from the server's story machine (an LLM), when
 * there is one and it answers (decision 023); otherwise there is none to offer.
 */
export async function ideaFor(
  state: GameState,
  settings: GeneratorSettings,
  exclude: readonly string[],
  rng: Rng,
  makeOffline: typeof generateOffline = generateOffline,
  makeCustom: (request: CustomStoryRequest) => Promise<CustomFakeOutcome> = generateCustomFake,
): Promise<Idea> {
  const round = currentRoundOf(state);
  const writer = currentPlayer(state);
  if (!round || !writer || writerNoteOf(state, writer.id) !== 'faker')
    return { kind: 'none', reason: 'not-the-faker' };
  if (isCustomCategoryId(round.category)) {
    const category = categoryOf(state, round.category);
    if (!category) return { kind: 'none', reason: 'custom-category' };
    const outcome = await makeCustom(customFakeRequest(category, settings)).catch(
      (error: unknown) => {
        console.warn('No idea from the story machine', error);
        return null;
      },
    );
    return outcome?.ok
      ? { kind: 'idea', text: outcome.story }
      : { kind: 'none', reason: 'custom-category' };
  }
  try {
    const fake = await makeOffline(
      {
        category: round.category,
        stories: round.stories
          .filter((s) => s.playerId !== writer.id)
          .map((s) => ({ playerId: s.playerId, content: s.content })),
        randomnessLevel: settings.randomnessLevel,
        ageRange: settings.ageRange,
        recentFakeIds: [...exclude],
      },
      rng,
    );
    return { kind: 'idea', text: fake.story, ...(fake.fakeId ? { fakeId: fake.fakeId } : {}) };
  } catch (error) {
    console.warn('No idea could be made on this device', error);
    return { kind: 'none', reason: 'failed' };
  }
}
