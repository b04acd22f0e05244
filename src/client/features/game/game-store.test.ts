import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeededRng, currentPlayer, currentRoundOf } from '../../../engine';
import { saveConsent } from '../../lib/consent';
import { SAVE_KEY, stepOf } from './game-session';
import { createGameStore, type GameStore } from './game-store';

const GAME_ID = '3f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c';
const CREATED_AT = '2026-01-01T10:00:00.000Z';

type Handler = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch per path; records every call (path and parsed body). */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return new Response('Not Found', { status: 404 });
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const gameRecord = (body: unknown) =>
  Response.json(
    {
      id: GAME_ID,
      created_at: CREATED_AT,
      ...(body as object),
      player_count: 3,
      completed: false,
      completed_at: null,
      duration_minutes: null,
    },
    { status: 201 },
  );
const ok = () => new Response(null, { status: 204 });

let clock = Date.parse(CREATED_AT);
let store: GameStore;
/** A store as a page load makes it: it reads the saved game. */
const pageLoad = () => createGameStore({ rng: createSeededRng(3), now: () => clock });
const vote = (suspectId: number | null) => store.play({ type: 'vote', suspectId });

beforeEach(() => {
  clock = Date.parse(CREATED_AT);
  store = pageLoad();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(names = ['Ann', 'Bob', 'Cy'], rounds = 1) {
  for (const name of names) expect(store.play({ type: 'add-player', name }).ok).toBe(true);
  expect(store.play({ type: 'set-rounds', rounds }).ok).toBe(true);
  if (rounds > 1) store.play({ type: 'toggle-category', category: 'unpopular' });
  expect(store.play({ type: 'start' }).ok).toBe(true);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function writeAll() {
  const { state } = store.getSession();
  for (let i = 0; i < state.players.length; i++) {
    const r = store.play({ type: 'submit-entry', content: `Story number ${i + 1} happened.` });
    expect(r.ok).toBe(true);
  }
}

describe('a round through the store', () => {
  it('plays story input → fake → storytelling → discussion → voting → reveal → end', async () => {
    const calls = stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () => Response.json({ story: 'I once ate a candle.', source: 'llm' }),
      '/api/complete-game': ok,
    });
    setUp();
    expect(stepOf(store.getSession().phase)).toBe('story-input');
    await flush();
    expect(store.getSession().state.gameId).toBe(GAME_ID);
    expect(calls.find((c) => c.path === '/api/games')?.body).toEqual({
      rounds_count: 1,
      timer_minutes: 5,
      selected_categories: ['awkward'],
      completed: false,
      player_count: 3,
    });
    // No analytics without consent.
    expect(calls.map((c) => c.path)).not.toContain('/api/track-game-start');

    await writeAll();
    const { state, phase } = store.getSession();
    expect(phase).toBe('awaiting-fake');
    const faker = currentRoundOf(state)!.faker!;
    const outcome = await store.prepareFake();
    expect(outcome).toMatchObject({ ok: true });
    const generate = calls.find((c) => c.path === '/api/generate-story')!.body as Record<
      string,
      unknown
    >;
    expect(generate).toMatchObject({
      category: 'awkward',
      randomnessLevel: 50,
      ageRange: 'young-adults',
    });
    // The faker is a secret the server does not need (decision 015).
    expect(generate).not.toHaveProperty('fakerId');
    expect(generate.stories).toHaveLength(3);

    let s = store.getSession();
    expect(stepOf(s.phase)).toBe('storytell-transition');
    const fake = currentRoundOf(s.state)!.stories.find((x) => x.isFake)!;
    expect(fake).toEqual({ playerId: faker.id, content: 'I once ate a candle.', isFake: true });

    store.play({ type: 'start-storytelling' });
    expect(store.play({ type: 'next-reader' }).ok).toBe(true);
    expect(store.play({ type: 'next-reader' }).ok).toBe(true);
    expect(store.play({ type: 'next-reader' }).ok).toBe(false);

    store.play({ type: 'start-discussion' });
    s = store.getSession();
    expect(stepOf(s.phase)).toBe('discussion');
    expect(s.discussionEndsAt).toBe(clock + 5 * 60_000);
    clock += 10_000;
    store.play({ type: 'skip-timer' });
    expect(store.getSession().discussionEndsAt).toBe(clock);

    store.play({ type: 'start-voting' });
    store.play({ type: 'ready-to-vote' });
    s = store.getSession();
    expect(stepOf(s.phase)).toBe('voting');
    // Everyone but the faker names the faker; the faker passes.
    for (let i = 0; i < 3; i++) {
      const voter = currentPlayer(store.getSession().state)!;
      const result = vote(voter.id === faker.id ? null : faker.id);
      expect(result).toMatchObject({ ok: true, value: { phase: i < 2 ? 'voting' : 'reveal' } });
      if (i < 2) {
        expect(store.getSession().handoff).toBe(true);
        store.confirmHandoff();
      }
    }
    s = store.getSession();
    expect(stepOf(s.phase)).toBe('reveal');
    expect(currentRoundOf(s.state)!.scored).toBe(true);
    for (const p of s.state.players) expect(s.state.scores[p.id]).toBe(p.id === faker.id ? 0 : 1);

    clock += 12 * 60_000;
    store.play({ type: 'next-round' });
    expect(stepOf(store.getSession().phase)).toBe('end-game');
    await flush();
    expect(calls.find((c) => c.path === '/api/complete-game')?.body).toEqual({
      gameId: GAME_ID,
      completed: true,
      duration: 12,
    });
  });

  it('rejects a non-faker vote without a suspect and a self vote, and lets the faker pass', async () => {
    stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () => Response.json({ story: 'Fake.', source: 'llm' }),
    });
    setUp();
    await writeAll();
    await store.prepareFake();
    store.play({ type: 'start-storytelling' });
    while (store.play({ type: 'next-reader' }).ok); // every reader in turn
    store.play({ type: 'start-discussion' });
    store.play({ type: 'start-voting' });
    store.play({ type: 'ready-to-vote' });
    const faker = currentRoundOf(store.getSession().state)!.faker!;
    for (let i = 0; i < 3; i++) {
      const voter = currentPlayer(store.getSession().state)!;
      if (voter.id !== faker.id) {
        expect(vote(null)).toMatchObject({
          ok: false,
          error: { code: 'suspect-required' },
        });
        expect(vote(voter.id)).toMatchObject({
          ok: false,
          error: { code: 'self-vote' },
        });
        expect(vote(faker.id).ok).toBe(true);
      } else {
        expect(vote(null).ok).toBe(true);
      }
      store.confirmHandoff();
    }
    expect(stepOf(store.getSession().phase)).toBe('reveal');
  });

  it('makes the fake on the device when the server cannot be reached', async () => {
    const calls = stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    setUp();
    await writeAll();
    const outcome = await store.prepareFake();
    expect(outcome).toMatchObject({ ok: true });
    expect(stepOf(store.getSession().phase)).toBe('storytell-transition');
    const fake = currentRoundOf(store.getSession().state)!.stories.find((s) => s.isFake)!;
    expect(fake.content.length).toBeGreaterThan(0);
    // One retry (SPEC §8 mutations), then the offline generator.
    expect(calls.filter((c) => c.path === '/api/generate-story')).toHaveLength(2);
  });

  it("sends this device's recent fakes and remembers the new one's id, never its text", async () => {
    localStorage.setItem(
      'gameSettings',
      JSON.stringify({ randomnessLevel: 70, ageRange: 'adults', recentFakes: ['awkward-1'] }),
    );
    const calls = stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () =>
        Response.json({ story: 'I once ate a candle.', source: 'offline', fakeId: 'awkward-7' }),
    });
    setUp();
    await writeAll();
    expect(await store.prepareFake()).toMatchObject({ ok: true });
    const body = calls.find((c) => c.path === '/api/generate-story')!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      randomnessLevel: 70,
      ageRange: 'adults',
      recentFakeIds: ['awkward-1'],
    });
    const stored = localStorage.getItem('gameSettings')!;
    expect(JSON.parse(stored)).toEqual({
      randomnessLevel: 70,
      ageRange: 'adults',
      recentFakes: ['awkward-1', 'awkward-7'],
    });
    expect(stored).not.toContain('candle');
  });

  it('remembers the id of a fake made on the device too', async () => {
    stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    setUp();
    await writeAll();
    expect(await store.prepareFake()).toMatchObject({ ok: true });
    const recent = JSON.parse(localStorage.getItem('gameSettings')!).recentFakes as string[];
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatch(/^awkward-\d+$/);
  });

  it('makes the fake on the device when the server answers with an error', async () => {
    const calls = stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () => new Response('{"message":"boom"}', { status: 500 }),
    });
    setUp();
    await writeAll();
    expect(await store.prepareFake()).toMatchObject({ ok: true });
    expect(stepOf(store.getSession().phase)).toBe('storytell-transition');
    expect(calls.filter((c) => c.path === '/api/generate-story')).toHaveLength(2);
  });

  it('reports a failure to make the fake at all, and lets the players try again', async () => {
    stubApi({ '/api/games': gameRecord });
    let made = 0;
    store = createGameStore({
      rng: createSeededRng(3),
      now: () => clock,
      makeFake: async () => {
        if (made++ === 0) throw new Error('the fake could not be made');
        return { story: 'Fine now.', source: 'offline' };
      },
    });
    setUp();
    await writeAll();
    const outcome = await store.prepareFake();
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('the fake could not be made');
    expect(store.getFakeStatus()).toBe('failed');
    expect(stepOf(store.getSession().phase)).toBe('story-input');
    expect(await store.prepareFake()).toMatchObject({ ok: true });
    expect(stepOf(store.getSession().phase)).toBe('storytell-transition');
  });

  it('goes on when the game record cannot be created', async () => {
    stubApi({ '/api/games': () => new Response('nope', { status: 500 }) });
    setUp();
    await flush();
    await flush();
    expect(store.getSession().state.gameId).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      'Failed to create game record, continuing with game',
      expect.any(Error),
    );
    // Completing without a game id is skipped with a warning.
    store = pageLoad();
    const { completeGame } = await import('./game-api');
    await completeGame(store.getSession().state);
    expect(console.warn).toHaveBeenCalledWith('No game id: the game record cannot be completed');
  });
});

describe('analytics (SPEC §7, only with consent)', () => {
  it('tracks the start and one category per round', async () => {
    saveConsent({ functional: false, analytics: true, marketing: false });
    const calls = stubApi({
      '/api/games': gameRecord,
      '/api/track-game-start': ok,
      '/api/track-category': ok,
    });
    setUp(['Ann', 'Bob', 'Cy', 'Di'], 2);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/track-category')).toHaveLength(2),
    );
    expect(calls.find((c) => c.path === '/api/track-game-start')?.body).toEqual({
      playerCount: 4,
      rounds: 2,
      categories: ['awkward', 'unpopular'],
    });
    const categories = calls.filter((c) => c.path === '/api/track-category').map((c) => c.body);
    expect(categories).toEqual([
      expect.objectContaining({ gameId: GAME_ID, category: 'awkward', playerCount: 4 }),
      expect.objectContaining({ gameId: GAME_ID, category: 'unpopular', playerCount: 4 }),
    ]);
  });

  it('logs a failed start event and goes on', async () => {
    saveConsent({ functional: false, analytics: true, marketing: false });
    stubApi({
      '/api/games': gameRecord,
      '/api/track-game-start': () => new Response('bad', { status: 400 }),
      '/api/track-category': ok,
    });
    setUp();
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        'Analytics tracking failed, continuing with game',
        expect.any(Error),
      ),
    );
    expect(stepOf(store.getSession().phase)).toBe('story-input');
  });
});

describe('resume after a reload', () => {
  it('returns to voting behind the pass-the-device screen with the votes kept', async () => {
    stubApi({
      '/api/games': gameRecord,
      '/api/generate-story': () => Response.json({ story: 'Fake.', source: 'llm' }),
    });
    setUp();
    await writeAll();
    await store.prepareFake();
    store.play({ type: 'start-storytelling' });
    while (store.play({ type: 'next-reader' }).ok); // every reader in turn
    store.play({ type: 'start-discussion' });
    store.play({ type: 'start-voting' });
    store.play({ type: 'ready-to-vote' });
    const first = currentPlayer(store.getSession().state)!;
    const suspect = store.getSession().state.players[1]!;
    expect(vote(first.id === suspect.id ? null : suspect.id).ok).toBe(true);
    const before = store.getSession().state;

    store = pageLoad();
    const after = store.getSession();
    expect(stepOf(after.phase)).toBe('voting');
    expect(after.handoff).toBe(true);
    expect(after.state).toEqual(before);
    expect(currentRoundOf(after.state)!.votes).toHaveLength(1);
  });

  it('resumes story input with the submitted stories kept', () => {
    stubApi({ '/api/games': gameRecord });
    setUp();
    store.play({ type: 'submit-entry', content: 'Ann went out.' });
    store = pageLoad();
    const s = store.getSession();
    expect(stepOf(s.phase)).toBe('story-input');
    expect(s.handoff).toBe(true);
    expect(currentRoundOf(s.state)!.stories).toEqual([
      { playerId: s.state.players[0]!.id, content: 'Ann went out.' },
    ]);
    expect(currentPlayer(s.state)!.name).toBe('Bob');
  });

  it('starts fresh from a corrupt save', () => {
    localStorage.setItem(SAVE_KEY, 'garbage');
    store = pageLoad();
    expect(stepOf(store.getSession().phase)).toBeNull();
    expect(store.getSession().state.players).toEqual([]);
  });
});

describe('setup and reset', () => {
  it('changing the setup while a game is in progress leaves that game', () => {
    stubApi({ '/api/games': gameRecord });
    setUp();
    expect(stepOf(store.getSession().phase)).toBe('story-input');
    store.play({ type: 'set-timer', minutes: 4 });
    expect(stepOf(store.getSession().phase)).toBeNull();
  });
});
