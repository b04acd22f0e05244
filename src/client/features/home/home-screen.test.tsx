import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answerEveryFetch, renderWithApp } from '../../test/render';
import { freshSession, serializeSession } from '../game/game-session';
import { startedState } from '../game/game-test-helpers';
import { setAsideSave, SUSPENDED_KEY } from '../game/saved-game';
import { HomeScreen } from './home-screen';

beforeEach(() => {
  // The accounts API is not there yet: GET /api/user answers 404.
  vi.stubGlobal('fetch', vi.fn(answerEveryFetch(404, 'Not Found')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomeScreen', () => {
  it('shows the title, the players line and the three buttons', async () => {
    renderWithApp(<HomeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeTruthy();
    expect(screen.getByText('A social bluffing game for 3-8 players')).toBeTruthy();
    for (const name of ['Start Game', 'Settings', 'How to Play']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // Signed out when the user call fails, without waiting on retries.
    expect(await screen.findByRole('button', { name: 'Log in / Register' })).toBeTruthy();
  });

  it.each([
    ['Start Game', '/player-setup'],
    ['Settings', '/settings'],
    ['How to Play', '/how-to-play'],
  ])('"%s" goes to %s', async (name, path) => {
    const { user, history } = renderWithApp(<HomeScreen />);
    await user.click(screen.getByRole('button', { name }));
    expect(history.at(-1)).toBe(path);
  });

  it('works from the keyboard', async () => {
    const { user, history } = renderWithApp(<HomeScreen />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Game' }));
    await user.keyboard('{Enter}');
    expect(history.at(-1)).toBe('/player-setup');
  });

  it('"Log in / Register" goes to /auth', async () => {
    const { user, history } = renderWithApp(<HomeScreen />);
    await user.click(await screen.findByRole('button', { name: 'Log in / Register' }));
    expect(history.at(-1)).toBe('/auth');
  });

  it('"Hall of Fame" opens the hall of fame in a dialog, without leaving home (issue 15)', async () => {
    const { user, history } = renderWithApp(<HomeScreen />);
    await user.click(screen.getByRole('button', { name: 'Hall of Fame' }));
    expect(
      await screen.findByRole('dialog', { name: 'Hall of Fame' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(history.at(-1)).toBe('/');
  });

  describe('a game set aside (issue 16), read at a glance and checked on Resume (issue 22)', () => {
    const writing = () => ({
      ...freshSession(startedState(['Ann', 'Bob', 'Cy'], 2)),
      phase: 'writing' as const,
    });

    it('is offered with its round and players, and "Resume game" goes to its step', async () => {
      setAsideSave(serializeSession(writing()), Date.now());
      const { user, history } = renderWithApp(<HomeScreen />);
      const offer = screen.getByRole('region', { name: /Unfinished game/ });
      expect(offer.textContent).toContain('Unfinished game: round 1 of 2, Ann, Bob and Cy');
      await user.click(screen.getByRole('button', { name: 'Resume game' }));
      await vi.waitFor(() => expect(history.at(-1)).toBe('/story-input'));
      expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull();
      expect(JSON.parse(localStorage.getItem('fakeoutGame')!).phase).toBe('writing');
    });

    it('that does not load after all: "Resume game" drops the offer and stays home', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      // a writing phase with no rounds: readable at a glance, refused by the engine's check
      const broken = { ...writing(), state: { ...writing().state, gameRounds: [] } };
      setAsideSave(serializeSession(broken), Date.now());
      const { user, history } = renderWithApp(<HomeScreen />);
      await user.click(screen.getByRole('button', { name: 'Resume game' }));
      await vi.waitFor(() =>
        expect(screen.queryByRole('region', { name: /Unfinished game/ })).toBeNull(),
      );
      expect(history.at(-1)).toBe('/');
      expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull();
    });
  });
});
