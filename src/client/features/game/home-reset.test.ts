// The home screen's reset-once, with and without a game store made before it (SPEC §2 Home).
// Each test starts as a page load does: with fresh modules.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_KEY, serializeSession, freshSession } from './game-session';
import { startedState } from './game-test-helpers';
import { readSuspendedGame, SUSPENDED_KEY } from './suspended-game';

/** The modules as a fresh page load has them. */
async function pageLoad() {
  vi.resetModules();
  return {
    home: await import('./home-reset'),
    games: await import('./game-store'),
    resume: await import('./resume-game'),
  };
}

const started = () => ({ ...freshSession(startedState()), phase: 'writing' as const });
const saved = () => JSON.parse(localStorage.getItem(SAVE_KEY)!);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('resetGameOnce', () => {
  it('before the store is made: the store plays the reset when it is made, keeping the players', async () => {
    localStorage.setItem(SAVE_KEY, serializeSession(started()));
    const { home, games } = await pageLoad();
    home.resetGameOnce();
    const store = games.createGameStore();
    expect(store.getSession().phase).toBe('setup');
    expect(saved().phase).toBe('setup');
    expect(saved().state.gameRounds).toEqual([]);
    expect(saved().state.players.map((p: { name: string }) => p.name)).toEqual([
      'Ann',
      'Bob',
      'Cy',
    ]);
  });

  it('with a store made before: the reset is played at once, and only once per page load', async () => {
    localStorage.setItem(SAVE_KEY, serializeSession(started()));
    const { home, games } = await pageLoad();
    const store = games.createGameStore();
    expect(store.getSession().phase).toBe('writing');
    home.resetGameOnce();
    expect(store.getSession().phase).toBe('setup');
    expect(store.getSession().state.players).toHaveLength(3);

    localStorage.setItem(SAVE_KEY, serializeSession(started()));
    store.reload();
    home.resetGameOnce();
    expect(store.getSession().phase).toBe('writing');
  });
});

describe('a game set aside by the home screen (issue 16)', () => {
  const HOUR = 3_600_000;

  it('is kept before the reset and offered back for 24 hours, exactly as it was', async () => {
    const game = started();
    localStorage.setItem(SAVE_KEY, serializeSession(game));
    const { home, games } = await pageLoad();
    home.resetGameOnce(1_000_000);
    expect(games.createGameStore().getSession().phase).toBe('setup'); // SPEC's reset happened
    const back = readSuspendedGame(1_000_000 + 23 * HOUR);
    expect(back?.session.state).toEqual(game.state);
    expect(back?.session.phase).toBe('writing');
    expect(readSuspendedGame(1_000_000 + 24 * HOUR)).toBeNull();
    expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull(); // a stale one is dropped
  });

  it('resumes: the saved game is the one set aside, the waiting reset is dropped, and the offer is gone', async () => {
    const game = started();
    localStorage.setItem(SAVE_KEY, serializeSession(game));
    const { home, games, resume } = await pageLoad();
    home.resetGameOnce(5);
    resume.resumeSuspended(readSuspendedGame(10)!.session);
    expect(games.createGameStore().getSession()).toMatchObject({
      phase: 'writing',
      state: { players: game.state.players, currentRound: 0, gameRounds: game.state.gameRounds },
    });
    expect(saved().phase).toBe('writing');
    expect(readSuspendedGame(10)).toBeNull();
  });

  it('resumes into a store that was already made', async () => {
    const game = started();
    localStorage.setItem(SAVE_KEY, serializeSession(game));
    const { home, games, resume } = await pageLoad();
    const store = games.createGameStore();
    home.resetGameOnce(5);
    expect(store.getSession().phase).toBe('setup');
    resume.resumeSuspended(readSuspendedGame(10)!.session);
    expect(store.getSession().phase).toBe('writing');
    expect(store.getSession().state.gameRounds).toEqual(game.state.gameRounds);
  });

  it.each([
    ['no game in progress', freshSession(startedState())],
    ['a game that is over', { ...freshSession(startedState()), phase: 'over' as const }],
  ])('sets nothing aside for %s', async (_label, session) => {
    localStorage.setItem(SAVE_KEY, serializeSession(session));
    const { home } = await pageLoad();
    home.resetGameOnce(5);
    expect(readSuspendedGame(10)).toBeNull();
  });

  it('drops a corrupt record without a crash', () => {
    localStorage.setItem(SUSPENDED_KEY, '{"savedAt": 5, "save": "{not json"}');
    expect(readSuspendedGame(10)).toBeNull();
    localStorage.setItem(SUSPENDED_KEY, 'garbage');
    expect(readSuspendedGame(10)).toBeNull();
  });
});
