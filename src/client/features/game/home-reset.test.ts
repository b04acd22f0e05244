// The home screen's reset-once before the game store is loaded (this file never imports it).
import { describe, expect, it } from 'vitest';
import { SAVE_KEY, serializeSession, freshSession } from './game-session';
import { startedState } from './game-test-helpers';
import { resetGameOnce, resetHomeResetForTests } from './home-reset';

describe('resetGameOnce without the game store', () => {
  it('resets the saved game to defaults, keeping the players, once per page load', () => {
    const started = { ...freshSession(startedState()), step: 'story-input' as const };
    localStorage.setItem(SAVE_KEY, serializeSession(started));
    resetHomeResetForTests();
    resetGameOnce();
    const saved = JSON.parse(localStorage.getItem(SAVE_KEY)!);
    expect(saved.step).toBeNull();
    expect(saved.state.isGameStarted).toBe(false);
    expect(saved.state.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob', 'Cy']);

    localStorage.setItem(SAVE_KEY, serializeSession(started));
    resetGameOnce();
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).step).toBe('story-input');
  });
});
