import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answerEveryFetch } from '../../test/render';
import { GameSettingsScreen, selectHeader, startLabel } from './game-settings-screen';
import { stepOf } from './game-session';
import { pageLoad, renderGame, testStore } from './game-test-helpers';

beforeEach(() => {
  pageLoad();
  for (const name of ['Ann', 'Bob', 'Cy']) testStore().play({ type: 'add-player', name });
  vi.stubGlobal('fetch', vi.fn(answerEveryFetch(503, 'down')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const startButton = () =>
  screen.getByRole('button', { name: /^(Select \d+ more|Start Game)/ }) as HTMLButtonElement;

describe('texts', () => {
  it.each([
    [1, 'Select 1 category'],
    [3, 'Select 3 categories'],
  ])('%i rounds → "%s"', (rounds, text) => expect(selectHeader(rounds)).toBe(text));
  it.each([
    [2, 'Select 2 more categories'],
    [1, 'Select 1 more category'],
    [0, 'Start Game'],
  ])('%i still needed → "%s"', (k, text) => expect(startLabel(k)).toBe(text));
});

describe('GameSettingsScreen (SPEC §2)', () => {
  it('counts the categories still needed, then starts the game', async () => {
    const { user, history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    expect(screen.getByRole('heading', { name: 'Select 3 categories' })).toBeTruthy();
    expect(startButton().textContent).toBe('Select 2 more categories');
    expect(startButton().disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Dating Disasters' }));
    expect(startButton().textContent).toBe('Select 1 more category');
    await user.click(screen.getByRole('button', { name: 'Decrease Rounds' }));
    expect(screen.getByRole('heading', { name: 'Select 2 categories' })).toBeTruthy();
    expect(startButton().textContent).toBe('Start Game');
    await user.click(startButton());
    expect(history.at(-1)).toBe('/story-input');
    const { state, phase } = testStore().getSession();
    expect(phase).toBe('writing');
    expect(state.gameRounds.map((r) => r.category)).toEqual(['awkward', 'dating']);
  });

  it('"Surprise me" starts at once, the categories still needed picked at random (issue 21, item 20)', async () => {
    const { user, history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    expect(startButton().disabled).toBe(true);
    expect(
      screen.getByText('Surprise me starts now, with 2 categories picked at random.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Surprise me/ }));
    expect(history.at(-1)).toBe('/story-input');
    const { state, phase } = testStore().getSession();
    expect(phase).toBe('writing');
    const categories = state.gameRounds.map((r) => r.category);
    expect(categories).toHaveLength(3);
    expect(categories[0]).toBe('awkward');
    expect(new Set(categories).size).toBe(3);
  });

  it('"Surprise me" is gone once enough categories are picked, and there is no last game yet', () => {
    testStore().play({ type: 'set-rounds', rounds: 1 });
    renderGame(<GameSettingsScreen />);
    expect(screen.queryByRole('button', { name: /^Surprise me/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Same as last game' })).toBeNull();
  });

  it('"Same as last game" brings back the last game\'s rounds, minutes and categories after Play Again (issue 21, item 20)', async () => {
    const store = testStore();
    store.play({ type: 'set-rounds', rounds: 2 });
    store.play({ type: 'set-timer', minutes: 8 });
    store.play({ type: 'toggle-category', category: 'nightsout' });
    store.play({ type: 'start' });
    store.play({ type: 'reset' }); // Play Again: SPEC §4's defaults
    expect(store.getSession().state).toMatchObject({ rounds: 3, timerMinutes: 5 });
    const { user } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    await user.click(screen.getByRole('button', { name: 'Same as last game' }));
    expect(testStore().getSession().state).toMatchObject({
      rounds: 2,
      timerMinutes: 8,
      selectedCategories: ['awkward', 'nightsout'],
    });
    expect(startButton().textContent).toBe('Start Game');
    expect(screen.getByRole('heading', { name: 'Select 2 categories' })).toBeTruthy();
  });

  it('steps the discussion time between 3 and 10 minutes', async () => {
    const { user } = renderGame(<GameSettingsScreen />);
    const less = screen.getByRole('button', {
      name: 'Decrease Discussion Time',
    }) as HTMLButtonElement;
    await user.click(less);
    await user.click(less);
    expect(testStore().getSession().state.timerMinutes).toBe(3);
    expect(less.getAttribute('aria-disabled')).toBe('true');
  });

  it('expands a category description with its info button', async () => {
    const { user } = renderGame(<GameSettingsScreen />);
    const info = screen.getByRole('button', { name: 'About Weird Habits' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    const description = screen.getByText(
      'A strange thing you do regularly that other people find odd.',
    );
    expect(description.hidden).toBe(true);
    await user.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(description.hidden).toBe(false);
  });

  it('sends a visitor with fewer than 3 players to player setup', () => {
    pageLoad();
    localStorage.clear();
    pageLoad();
    const { history } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    expect(history.at(-1)).toBe('/player-setup');
  });
});

describe('keyboard (issue 21)', () => {
  it('a stepper at its limit keeps the focus, and a further press changes nothing', async () => {
    const { user } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    const fewer = screen.getByRole('button', { name: 'Decrease Rounds' });
    fewer.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(testStore().getSession().state.rounds).toBe(1);
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(fewer);
    await user.click(fewer);
    expect(testStore().getSession().state.rounds).toBe(1);
  });
});

describe('a change while a game is in progress (issue 16)', () => {
  it('asks "End the current game?" first; Cancel keeps the game, confirming makes the change', async () => {
    testStore().play({ type: 'start' });
    expect(stepOf(testStore().getSession().phase)).toBe('story-input');
    const { user } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    const increase = screen.getByRole('button', { name: 'Increase Rounds' });

    await user.click(increase);
    const dialog = await screen.findByRole('dialog', { name: 'End the current game?' });
    expect(dialog.textContent).toContain(
      'Round 1 of 3 with Ann, Bob and Cy is still being played.',
    );
    // issue 21: the safe choice has the focus, so Enter keeps the game
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stepOf(testStore().getSession().phase)).toBe('story-input');
    expect(testStore().getSession().state.rounds).toBe(3);
    await new Promise((r) => setTimeout(r, 10));
    expect(document.activeElement).toBe(increase);

    await user.click(increase);
    await user.click(await screen.findByRole('button', { name: 'End Game and Change' }));
    expect(stepOf(testStore().getSession().phase)).toBeNull();
    expect(testStore().getSession().state.rounds).toBe(4);
    // no game now: the next change needs no question
    await user.click(increase);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(testStore().getSession().state.rounds).toBe(5);
  });
});
