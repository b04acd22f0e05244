// Issue 24 (decision 023): the custom categories' fallback is decided before the game. The game
// settings say it before Start; Start asks the story machine for each custom category's fake, in
// parallel and within 10 s in all, and starts with the fakes that arrived.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryView } from '../../../engine';
import {
  fakesBeforeStart,
  MAY_FALL_BACK_TEXT,
  NO_MACHINE_TEXT,
  OFFLINE_TEXT,
} from './custom-fakes-before-start';
import { writeDeviceCategories } from './custom-categories-storage';
import { GameSettingsScreen, PREPARING_LABEL } from './game-settings-screen';
import { pageLoad, renderGame, testStore } from './game-test-helpers';

const PEEVES = {
  id: 'custom-peeves1',
  name: 'Pet peeves',
  description: 'What bugs you',
  type: 'story',
} as const;
const TAKES = {
  id: 'custom-takes1',
  name: 'Hot takes',
  description: '',
  type: 'statement',
} as const;
const view = (c: typeof PEEVES | typeof TAKES): CategoryView => ({ ...c, custom: true });
const SETTINGS = { randomnessLevel: 50, ageRange: 'adults' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('fakesBeforeStart', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('asks for every custom category in parallel, with no entries, and keeps the fakes that came', async () => {
    const generate = vi.fn(async (req: { category: string }) =>
      req.category === PEEVES.id
        ? { ok: true as const, story: 'Loud chewing.' }
        : { ok: false as const, reason: 'failed' as const, message: '503' },
    );
    const fakes = await fakesBeforeStart(
      Promise.resolve(true),
      [view(PEEVES), view(TAKES)],
      SETTINGS,
      { generate },
    );
    expect(fakes).toEqual({ [PEEVES.id]: 'Loud chewing.' });
    expect(generate).toHaveBeenCalledTimes(2);
    expect(generate).toHaveBeenCalledWith({
      category: TAKES.id,
      stories: [],
      randomnessLevel: 50,
      ageRange: 'adults',
      customCategory: { name: 'Hot takes', description: '', contentType: 'statement' },
    });
  });

  it('asks nothing without a story machine', async () => {
    const generate = vi.fn();
    expect(
      await fakesBeforeStart(Promise.resolve(false), [view(PEEVES)], SETTINGS, { generate }),
    ).toEqual({});
    expect(generate).not.toHaveBeenCalled();
  });

  it('never waits longer than its limit in all: what came by then counts, a throw is no fake', async () => {
    vi.useFakeTimers();
    const generate = vi.fn((req: { category: string }) =>
      req.category === PEEVES.id
        ? Promise.resolve({ ok: true as const, story: 'Loud chewing.' })
        : new Promise<never>(() => {}),
    );
    const done = fakesBeforeStart(Promise.resolve(true), [view(PEEVES), view(TAKES)], SETTINGS, {
      generate,
      waitMs: 10_000,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toEqual({ [PEEVES.id]: 'Loud chewing.' });
    const throws = vi.fn(() => Promise.reject(new Error('out of reach')));
    await expect(
      fakesBeforeStart(Promise.resolve(true), [view(PEEVES)], SETTINGS, { generate: throws }),
    ).resolves.toEqual({});
  });
});

/** A server with (or without) a story machine: its fakes for the custom categories. */
function server(machine: boolean, story: string | null) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/capabilities') return Response.json({ customCategoryFakes: machine });
    if (url === '/api/generate-story' && init?.method === 'POST') {
      if (!machine) return Response.json({ message: 'no machine' }, { status: 409 });
      if (story === null) return Response.json({ message: 'failed' }, { status: 503 });
      return Response.json({ story, source: 'llm' });
    }
    return new Response('down', { status: 503 });
  });
}

const fakeRequests = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/generate-story');

describe('the game settings with a custom category selected', () => {
  beforeEach(() => {
    // the device's own list holds "Pet peeves" (the settings give the game the device's list)
    writeDeviceCategories({ categories: [{ ...PEEVES }], unsynced: [], deleted: [] });
    pageLoad();
    const store = testStore();
    for (const name of ['Ann', 'Bob', 'Cy']) store.play({ type: 'add-player', name });
    store.play({ type: 'set-rounds', rounds: 1 });
    store.play({ type: 'set-custom-categories', categories: [{ ...PEEVES }] });
    for (const id of store.getSession().state.selectedCategories)
      store.play({ type: 'toggle-category', category: id });
    store.play({ type: 'toggle-category', category: PEEVES.id });
    expect(store.getSession().state.selectedCategories).toEqual([PEEVES.id]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  const start = () => screen.getByRole('button', { name: /^(Start Game|Preparing)/ });

  it('without a story machine, says before Start that the faker writes them, and starts so', async () => {
    const fetchMock = server(false, null);
    vi.stubGlobal('fetch', fetchMock);
    const { user, history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    expect(await screen.findByText(NO_MACHINE_TEXT)).toBeTruthy();
    await user.click(start());
    await waitFor(() => expect(history.at(-1)).toBe('/story-input'));
    const round = testStore().getSession().state.gameRounds[0]!;
    expect(round.category).toBe(PEEVES.id);
    expect(round.fakeMethod).toBe('faker');
    expect(round.faker).not.toBeNull();
    expect(fakeRequests(fetchMock)).toEqual([]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/capabilities')).toHaveLength(1);
  });

  it('offline, says the phone is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', server(true, 'never'));
    renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    expect(await screen.findByText(OFFLINE_TEXT)).toBeTruthy();
  });

  it('with a story machine, says a round may still fall back; Start prepares its fake first', async () => {
    const fetchMock = server(true, 'Loud chewing, always.');
    vi.stubGlobal('fetch', fetchMock);
    const { user, history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/capabilities', expect.anything()),
    );
    expect(screen.getByText(MAY_FALL_BACK_TEXT)).toBeTruthy();
    await user.click(start());
    await waitFor(() => expect(history.at(-1)).toBe('/story-input'));
    const { state, phase } = testStore().getSession();
    expect(phase).toBe('writing');
    expect(state.gameRounds[0]).toMatchObject({
      fakeMethod: 'machine',
      faker: null,
      preparedFake: 'Loud chewing, always.',
    });
    expect(fakeRequests(fetchMock)).toHaveLength(1);
  });

  it('shows a busy Start while the fakes are prepared', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        if (String(input) === '/api/capabilities')
          return Promise.resolve(Response.json({ customCategoryFakes: true }));
        if (String(input) !== '/api/generate-story')
          return Promise.resolve(new Response('down', { status: 503 }));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const { user, history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    await screen.findByText(MAY_FALL_BACK_TEXT);
    await user.click(start());
    const busy = await screen.findByRole('button', { name: PREPARING_LABEL });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(history.at(-1)).toBe('/game-settings');
    answer(Response.json({ message: 'failed' }, { status: 503 }));
    await waitFor(() => expect(history.at(-1)).toBe('/story-input'));
    // the machine failed: the round is the faker's, as announced
    expect(testStore().getSession().state.gameRounds[0]!.fakeMethod).toBe('faker');
  });

  it('when the faker writes every lie, says nothing and asks nothing', async () => {
    const fetchMock = server(true, 'x');
    vi.stubGlobal('fetch', fetchMock);
    testStore().play({ type: 'set-fake-mode', mode: 'faker-writes' });
    const { user, history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    await user.click(start());
    expect(history.at(-1)).toBe('/story-input');
    expect(screen.queryByText(MAY_FALL_BACK_TEXT)).toBeNull();
    expect(screen.queryByText(NO_MACHINE_TEXT)).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([url]) => /capabilities|generate-story/.test(String(url))),
    ).toEqual([]);
  });
});
