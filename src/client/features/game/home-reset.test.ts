// The home screen's reset-once before the game store is loaded (this file never imports it).
import { describe, expect, it } from 'vitest';
import { SAVE_KEY, serializeSession, freshSession } from './game-session';
import { startedState } from './game-test-helpers';
import { resetGameOnce, resetHomeResetForTests, resumeSuspended } from './home-reset';
import { readSuspendedGame, SUSPENDED_KEY } from './suspended-game';

describe('resetGameOnce without the game store', () => {
  it('resets the saved game to defaults, keeping the players, once per page load', () => {
    const started = { ...freshSession(startedState()), phase: 'writing' as const };
    localStorage.setItem(SAVE_KEY, serializeSession(started));
    resetHomeResetForTests();
    resetGameOnce();
    const saved = JSON.parse(localStorage.getItem(SAVE_KEY)!);
    expect(saved.phase).toBe('setup');
    expect(saved.state.gameRounds).toEqual([]);
    expect(saved.state.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);

    localStorage.setItem(SAVE_KEY, serializeSession(started));
    resetGameOnce();
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).phase).toBe('writing');
  });
});

describe('a game set aside by the home screen (issue 16)', () => {
  const started = () => ({ ...freshSession(startedState()), phase: 'writing' as const });
  const HOUR = 3_600_000;

  it('is kept before the reset and offered back for 24 hours, exactly as it was', () => {
    const game = started();
    localStorage.setItem(SAVE_KEY, serializeSession(game));
    resetHomeResetForTests();
    resetGameOnce(1_000_000);
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).phase).toBe('setup'); // SPEC's reset happened
    const back = readSuspendedGame(1_000_000 + 23 * HOUR);
    expect(back?.session.state).toEqual(game.state);
    expect(back?.session.phase).toBe('writing');
    expect(readSuspendedGame(1_000_000 + 24 * HOUR)).toBeNull();
    expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull(); // a stale one is dropped
  });

  it('resumes: the saved game is the one set aside, and the offer is gone', () => {
    const game = started();
    localStorage.setItem(SAVE_KEY, serializeSession(game));
    resetHomeResetForTests();
    resetGameOnce(5);
    resumeSuspended(readSuspendedGame(10)!.session);
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!)).toMatchObject({
      phase: 'writing',
      state: { players: game.state.players, currentRound: 0, gameRounds: game.state.gameRounds },
    });
    expect(readSuspendedGame(10)).toBeNull();
  });

  it.each([
    ['no game in progress', freshSession(startedState())],
    ['a game that is over', { ...freshSession(startedState()), phase: 'over' as const }],
  ])('sets nothing aside for %s', (_label, session) => {
    localStorage.setItem(SAVE_KEY, serializeSession(session));
    resetHomeResetForTests();
    resetGameOnce(5);
    expect(readSuspendedGame(10)).toBeNull();
  });

  it('drops a corrupt record without a crash', () => {
    localStorage.setItem(SUSPENDED_KEY, '{"savedAt": 5, "save": "{not json"}');
    expect(readSuspendedGame(10)).toBeNull();
    localStorage.setItem(SUSPENDED_KEY, 'garbage');
    expect(readSuspendedGame(10)).toBeNull();
  });
});
