import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeededRng, currentRoundOf, type GameState } from '../../../engine';
import { ApiError } from '../../lib/api';
import {
  FAKE_SERVER_WAIT_MS,
  fakeRequestFor,
  generateFake,
  ideaFor,
  NO_OFFLINE_FAKE,
  readableError,
  recordGameStart,
} from './game-api';
import { startedState, withEntries, withStories } from './game-test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readableError', () => {
  it.each([
    [new ApiError(500, 'boom', '500: {"message":"boom"}'), '500: boom'],
    [new ApiError(503, undefined, '503: Service Unavailable'), '503: Service Unavailable'],
    [new ApiError(400, undefined, '400: {"error":"x"}'), '400: {"error":"x"}'],
    [new ApiError(400, undefined, '400: {not json}'), '400: {not json}'],
    [new Error('the server answer was not understood'), 'the server answer was not understood'],
    // a plain Error is shown as it is: its text is never taken apart
    [new Error('500: {"message":"boom"}'), '500: {"message":"boom"}'],
  ])('%s → %s', (error, shown) => expect(readableError(error)).toBe(shown));
});

/** A game whose current round (awkward, a story category) has every entry and its faker. */
function roundReady(): GameState {
  return withEntries(startedState(['Ann', 'Bob', 'Cy']), 1, (name) => `${name} tripped.`);
}

const SETTINGS = { randomnessLevel: 50, ageRange: 'young-adults' } as const;

describe('fakeRequestFor', () => {
  it('asks for the round with its content type, and keeps who the faker is on the device', () => {
    const state = roundReady();
    const request = fakeRequestFor(state, SETTINGS, ['awkward-3']);
    expect(request).toEqual({
      category: 'awkward',
      stories: state.players.map((p) => ({ playerId: p.id, content: `${p.name} tripped.` })),
      contentType: 'story',
      randomnessLevel: 50,
      ageRange: 'young-adults',
      recentFakeIds: ['awkward-3'],
    });
    expect(request).not.toHaveProperty('fakerId');
  });

  it('never sends what the faker really wrote once the fake has replaced it (issue 21, item 17)', () => {
    const faked = withStories(startedState(['Ann', 'Bob', 'Cy']), 1);
    expect(currentRoundOf(faked)!.fakerEntry).toBe('Bob did a thing.');
    const request = fakeRequestFor(faked, SETTINGS);
    expect(JSON.stringify(request)).not.toContain('Bob did a thing.');
    expect(JSON.stringify(request)).not.toContain('fakerEntry');
  });
});

describe('generateFake', () => {
  it('POSTs the request to generate-story without a fakerId and answers the parsed fake', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ story: 'I fell.', source: 'llm', extra: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const request = fakeRequestFor(roundReady(), SETTINGS)!;
    await expect(generateFake(request, createSeededRng(1))).resolves.toEqual({
      story: 'I fell.',
      source: 'llm',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/generate-story');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual(request);
    expect(String(init!.body)).not.toContain('fakerId');
  });

  it('makes the fake on the device after an error answer (one retry for a 5xx first)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async () => new Response('{"message":"boom"}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const fake = await generateFake(fakeRequestFor(roundReady(), SETTINGS)!, createSeededRng(1));
    expect(fake.source).toBe('offline');
    expect(fake.story.length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenCalledWith(
      'The story server did not make the fake: making it on this device',
      expect.any(ApiError),
    );
  });

  it(`makes the fake on the device when the server has not answered in ${FAKE_SERVER_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      // a server that never answers
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
      );
      let settled = false;
      const fake = generateFake(fakeRequestFor(roundReady(), SETTINGS)!, createSeededRng(1));
      void fake.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FAKE_SERVER_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await expect(fake).resolves.toMatchObject({ source: 'offline' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes the fake on the device when the server is out of reach', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    const fake = await generateFake(fakeRequestFor(roundReady(), SETTINGS)!, createSeededRng(1));
    expect(fake.source).toBe('offline');
    expect(fake.fakeId).toMatch(/^awkward-\d+$/);
  });
});

describe('ideaFor: "Need an idea?" on the faker\'s turn (issue 24)', () => {
  /** Ann, Bob, Cy in a round the faker writes, Cy the faker; Ann and Bob have written. */
  function fakersTurn(category: string = 'awkward'): GameState {
    const state = startedState(['Ann', 'Bob', 'Cy']);
    const [ann, bob, cy] = state.players;
    const round = {
      ...state.gameRounds[0]!,
      category: category as 'awkward',
      fakeMethod: 'faker' as const,
      faker: cy!,
      stories: [
        { playerId: ann!.id, content: 'Ann tripped.' },
        { playerId: bob!.id, content: 'Bob sneezed.' },
      ],
    };
    return { ...state, fakeMode: 'faker-writes', gameRounds: [round], currentPlayerIndex: 2 };
  }

  it("asks this device's generator, with the round's entries and the ideas already shown", async () => {
    const make = vi.fn(async () => ({
      story: 'An idea.',
      source: 'offline' as const,
      fakeId: 'awkward-9',
    }));
    const idea = await ideaFor(fakersTurn(), SETTINGS, ['awkward-3'], () => 0, make);
    expect(idea).toEqual({ kind: 'idea', text: 'An idea.', fakeId: 'awkward-9' });
    expect(make).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'awkward',
        stories: [
          expect.objectContaining({ content: 'Ann tripped.' }),
          expect.objectContaining({ content: 'Bob sneezed.' }),
        ],
        recentFakeIds: ['awkward-3'],
      }),
      expect.any(Function),
    );
  });

  it('makes a real idea offline, from the corpus on this device', async () => {
    const idea = await ideaFor(fakersTurn(), SETTINGS, [], createSeededRng(3));
    expect(idea.kind).toBe('idea');
    expect(idea.kind === 'idea' && idea.text.length).toBeGreaterThan(10);
  });

  it('has none for a writer who is not the faker, and asks nothing', async () => {
    const make = vi.fn();
    const makeCustom = vi.fn();
    const notFaker = { ...fakersTurn(), currentPlayerIndex: 0 };
    expect(await ideaFor(notFaker, SETTINGS, [], () => 0, make, makeCustom)).toEqual({
      kind: 'none',
      reason: 'not-the-faker',
    });
    expect(make).not.toHaveBeenCalled();
    expect(makeCustom).not.toHaveBeenCalled();
  });

  /** The faker's turn in a round of the group's own category "Pet peeves". */
  const customTurn = (): GameState => ({
    ...fakersTurn('custom-abc123'),
    customCategories: [
      { id: 'custom-abc123', name: 'Pet peeves', description: 'What bugs you', type: 'story' },
    ],
  });

  it("for a custom category, shows the story machine's fake, asked with the category itself", async () => {
    const make = vi.fn();
    const makeCustom = vi.fn(async () => ({ ok: true as const, story: 'Loud chewing, always.' }));
    const idea = await ideaFor(customTurn(), SETTINGS, [], () => 0, make, makeCustom);
    expect(idea).toEqual({ kind: 'idea', text: 'Loud chewing, always.' });
    expect(makeCustom).toHaveBeenCalledWith({
      category: 'custom-abc123',
      stories: [],
      randomnessLevel: SETTINGS.randomnessLevel,
      ageRange: SETTINGS.ageRange,
      customCategory: { name: 'Pet peeves', description: 'What bugs you', contentType: 'story' },
    });
    // never the corpus: it has nothing for a custom category
    expect(make).not.toHaveBeenCalled();
  });

  it('for a custom category without a machine (or when it fails), has none to offer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const none = { kind: 'none', reason: 'custom-category' };
    const noMachine = vi.fn(async () => ({
      ok: false as const,
      reason: 'no-machine' as const,
      message: '409',
    }));
    expect(await ideaFor(customTurn(), SETTINGS, [], () => 0, vi.fn(), noMachine)).toEqual(none);
    const throws = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    expect(await ideaFor(customTurn(), SETTINGS, [], () => 0, vi.fn(), throws)).toEqual(none);
  });

  it('has none, and says nothing went wrong to the player, when the generator fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const make = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    expect(await ideaFor(fakersTurn(), SETTINGS, [], () => 0, make)).toEqual({
      kind: 'none',
      reason: 'failed',
    });
  });
});

describe('custom categories and the server (issue 24)', () => {
  const quiz = {
    id: 'custom-quiz01',
    name: 'Pub Quiz',
    description: '',
    type: 'statement',
  } as const;
  const customRound = (state: GameState): GameState => ({
    ...state,
    customCategories: [quiz],
    selectedCategories: [quiz.id],
    gameRounds: state.gameRounds.map((r) => ({ ...r, category: quiz.id })),
  });

  it("sends the game record the eleven's ids only, and no record for a game of custom ones only", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      Response.json(
        {
          id: '00000000-0000-4000-8000-000000000000',
          created_at: '2030-01-01T00:00:00.000Z',
          rounds_count: 2,
          timer_minutes: 5,
          selected_categories: ['awkward'],
          player_count: 3,
          completed: false,
          completed_at: null,
          duration_minutes: null,
        },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const two = startedState(['Ann', 'Bob', 'Cy'], 2);
    const mixed = {
      ...two,
      customCategories: [quiz],
      gameRounds: [two.gameRounds[0]!, { ...two.gameRounds[1]!, category: quiz.id }],
    };
    expect(await recordGameStart(mixed)).not.toBeNull();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body.selected_categories).toEqual(['awkward']);
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain('Pub Quiz');

    fetchMock.mockClear();
    expect(await recordGameStart(customRound(startedState()))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails a custom round's fake cleanly when the server refuses it: the device has no corpus for it", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message: 'bad' }, { status: 400 })),
    );
    const state = customRound(withEntries(startedState(['Ann', 'Bob', 'Cy']), 1));
    const request = fakeRequestFor(state, SETTINGS)!;
    expect(request.contentType).toBe('statement');
    await expect(generateFake(request, createSeededRng(1))).rejects.toThrow(NO_OFFLINE_FAKE);
  });
});
