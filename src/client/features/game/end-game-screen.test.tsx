import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EndGameScreen, joinNames } from './end-game-screen';
import {
  afterReveal,
  renderGame,
  seedSession,
  startedState,
  testStore,
  withStories,
  withVotes,
} from './game-test-helpers';

vi.mock('./celebrate', () => ({
  fireConfetti: vi.fn(() => Promise.resolve()),
  clearConfetti: vi.fn(),
}));

async function endWith(scores: number[]) {
  const played = afterReveal(withVotes(withStories(startedState(['Ann', 'Bob', 'Cy', 'Di']))));
  const ids = played.players.map((p) => p.id);
  const state = { ...played, scores: Object.fromEntries(ids.map((id, i) => [id, scores[i]!])) };
  await seedSession({ state, step: 'end-game' });
}

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('joinNames', () => {
  it('joins names', () => {
    expect(joinNames(['Ann'])).toBe('Ann');
    expect(joinNames(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(joinNames(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
  });
});

describe('EndGameScreen (SPEC §2)', () => {
  it('shows the winner, the ranked table with medals for the top 3, and confetti after 0.5 s', async () => {
    vi.useFakeTimers();
    const { fireConfetti } = await import('./celebrate');
    await endWith([1, 4, 2, 0]);
    renderGame(<EndGameScreen />, { path: '/end-game' });
    expect(screen.getByRole('heading', { name: 'Game Over' })).toBeTruthy();
    expect(screen.getByText('Bob Wins!')).toBeTruthy();
    const rows = screen.getAllByTestId('final-score').map((r) => r.textContent);
    expect(rows).toEqual(['1st place1Bob4', '2nd place2Cy2', '3rd place3Ann1', '4Di0']);
    expect(fireConfetti).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });

  it('declares a tie and shows every tied player', async () => {
    await endWith([3, 3, 1, 0]);
    renderGame(<EndGameScreen />);
    expect(screen.getByText("It's a Tie!")).toBeTruthy();
    expect(screen.getByText('Ann and Bob')).toBeTruthy();
  });

  it('opens the share dialog with up to 5 stories and shows a share card', async () => {
    await endWith([1, 4, 2, 0]);
    const { user } = renderGame(<EndGameScreen />);
    await user.click(screen.getByRole('button', { name: 'Share Story' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a Story to Share' });
    const stories = within(dialog).getAllByRole('listitem');
    expect(stories.length).toBe(4);
    await user.click(within(stories[0]!).getByRole('button'));
    const card = screen.getByRole('dialog', { name: 'Share This Story' });
    expect(within(card).getByText('Fakeout')).toBeTruthy();
    expect(within(card).getByText(/screenshot/i)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Choose a Story to Share' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a custom category's name on the share card as plain text (issue 24)", async () => {
    const quiz = {
      id: 'custom-quiz01',
      name: '<img src=x> Quiz & Co',
      description: '',
      type: 'story',
    } as const;
    const played = afterReveal(withVotes(withStories(startedState(['Ann', 'Bob', 'Cy', 'Di']))));
    const state = {
      ...played,
      customCategories: [quiz],
      selectedCategories: [quiz.id],
      gameRounds: played.gameRounds.map((r) => ({ ...r, category: quiz.id })),
    };
    await seedSession({ state, step: 'end-game' });
    const { user } = renderGame(<EndGameScreen />);
    await user.click(screen.getByRole('button', { name: 'Share Story' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a Story to Share' });
    const [first] = within(dialog).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button'));
    const card = screen.getByRole('dialog', { name: 'Share This Story' });
    expect(within(card).getByText(/^<img src=x> Quiz & Co · (The fake|True story)$/)).toBeTruthy();
    expect(card.querySelector('img[src="x"]')).toBeNull();
  });

  it.each([
    ['Main Menu', '/'],
    ['Play Again', '/game-settings'],
  ])('"%s" resets the game (players kept) and goes to %s', async (name, path) => {
    await endWith([1, 4, 2, 0]);
    const { user, history } = renderGame(<EndGameScreen />);
    await user.click(screen.getByRole('button', { name }));
    expect(history.at(-1)).toBe(path);
    const { phase, state } = testStore().getSession();
    expect(phase).toBe('setup');
    expect(state.gameRounds).toEqual([]);
    expect(state.players).toHaveLength(4);
  });

  it('shows the awards under the scores, ties named as ties (issue 15)', async () => {
    // Ann fakes; every player names the next one: Bob names Cy, Cy names Di, Di names Ann.
    await endWith([1, 4, 2, 0]);
    renderGame(<EndGameScreen />);
    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(
      within(awards)
        .getAllByTestId('award')
        .map((a) => a.textContent),
    ).toEqual([
      'Master FakerFooled most voters in the most rounds as the fakerAnn · Fooled most voters in 1 of 1 round',
      'Lie DetectorNamed the faker most oftenDi · 1 of 1 vote correct',
    ]);
  });

  it("opens the hall of fame of this game's group", async () => {
    await endWith([1, 4, 2, 0]);
    const { user } = renderGame(<EndGameScreen />);
    await user.click(screen.getByRole('button', { name: 'Hall of Fame' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hall of Fame' }, { timeout: 5000 });
    // no cookie choice yet: the hall of fame is off (decision 017)
    expect(within(dialog).getByRole('link', { name: 'Cookie Settings' })).toBeTruthy();
  });
});
