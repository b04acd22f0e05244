import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderGame,
  seedSession,
  afterReveal,
  startedState,
  testStore,
  withStories,
  withVotes,
} from './game-test-helpers';
import { movedText, RevealScreen, roundsLeftText } from './reveal-screen';
import { stepOf } from './game-session';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('roundsLeftText', () => {
  it.each([
    [0, true, 'Final round'],
    [1, false, '1 round left'],
    [3, false, '3 rounds left'],
  ])('%i left, final %s → %s', (left, final, text) =>
    expect(roundsLeftText(left, final)).toBe(text),
  );
});

describe('movedText', () => {
  it.each([
    [0, ''],
    [1, 'up 1 place'],
    [2, 'up 2 places'],
    [-1, 'down 1 place'],
  ])('%i → %s', (moved, text) => expect(movedText(moved)).toBe(text));
});

describe('RevealScreen (SPEC §2, §9 stages)', () => {
  it('shows the faker for 3 s, the votes for 2.5 s, then the points and enables the button', async () => {
    // Ann, Bob, Cy; Bob is the faker; each votes for the next player: Ann→Bob, Bob→Cy, Cy→Ann.
    await seedSession({
      state: withVotes(withStories(startedState(['Ann', 'Bob', 'Cy'], 2), 1)),
      step: 'reveal',
    });
    renderGame(<RevealScreen />, { path: '/reveal' });
    expect(screen.getByRole('heading', { name: 'The faker was...' })).toBeTruthy();
    expect(screen.getByText('Bob')).toBeTruthy();
    expect(screen.queryByText('Voting Results')).toBeNull();
    expect(button('Next Round').disabled).toBe(true);

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Voting Results')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Voting Results')).toBeTruthy();
    const results = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(results).toEqual(['Correct: Ann voted for Bob', 'Wrong: Cy voted for Ann']);
    expect(button('Next Round').disabled).toBe(true);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Points Earned This Round')).toBeTruthy();
    const points = screen.getAllByTestId('round-points').map((li) => li.textContent);
    expect(points).toEqual(['Ann+1', 'BobFaker+1', 'Cy+0']);
    expect(screen.getByTestId('round-status').textContent).toBe('Round 1 of 2 · 1 round left');
    expect(button('Next Round').disabled).toBe(false);

    fireEvent.click(button('Next Round'));
    expect(stepOf(testStore().getSession().phase)).toBe('story-input');
    expect(testStore().getSession().state.currentRound).toBe(1);
  });

  it('shows what the faker actually wrote beside the fake (issue 21, item 17)', async () => {
    await seedSession({
      state: withVotes(withStories(startedState(['Ann', 'Bob', 'Cy'], 2), 1)),
      step: 'reveal',
    });
    renderGame(<RevealScreen />, { path: '/reveal' });
    expect(screen.getByText('“A generated fake.”')).toBeTruthy();
    expect(screen.getByTestId('faker-entry').textContent).toBe(
      'What Bob actually wrote…“Bob did a thing.”',
    );
  });

  it('a round saved before the true entry was kept shows no such line', async () => {
    const state = withVotes(withStories(startedState(['Ann', 'Bob', 'Cy'], 2), 1));
    const { fakerEntry: _kept, ...older } = state.gameRounds[0]!;
    await seedSession({
      state: { ...state, gameRounds: [older, state.gameRounds[1]!] },
      step: 'reveal',
    });
    renderGame(<RevealScreen />, { path: '/reveal' });
    expect(screen.getByRole('heading', { name: 'The faker was...' })).toBeTruthy();
    expect(screen.queryByTestId('faker-entry')).toBeNull();
  });

  it('shows the running standings after the points, with who moved up (issue 21, item 16)', async () => {
    // Each votes for the next player (Ann→Bob, Bob→Cy, Cy→Ann). Round 1: Bob fakes, Ann finds him:
    // Ann 1, Bob 1 (share 1st), Cy 0. Round 2: Cy fakes, Bob finds Cy: Bob 2, Ann 1, Cy 1.
    const first = afterReveal(withVotes(withStories(startedState(['Ann', 'Bob', 'Cy'], 2), 1)));
    await seedSession({ state: withVotes(withStories(first, 2)), step: 'reveal' });
    renderGame(<RevealScreen />, { path: '/reveal' });
    expect(screen.queryByText('Standings')).toBeNull();
    act(() => vi.advanceTimersByTime(5500));
    expect(screen.getByRole('heading', { name: 'Standings' })).toBeTruthy();
    const rows = screen.getAllByTestId('standing').map((li) => li.textContent);
    expect(rows).toEqual(['1. Bob 2', '2. Ann down 1 place1 1', '2. Cy up 1 place1 1']);
  });

  it('offers "View Final Scores" on the last round and goes to the end', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await seedSession({ state: withVotes(withStories(startedState())), step: 'reveal' });
    renderGame(<RevealScreen />);
    act(() => vi.advanceTimersByTime(5500));
    expect(screen.getByTestId('round-status').textContent).toContain('Final round');
    fireEvent.click(button('View Final Scores'));
    expect(stepOf(testStore().getSession().phase)).toBe('end-game');
    expect(testStore().getSession().phase).toBe('over');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
