import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGame, seedSession, startedState, testStore, withStories } from './game-test-helpers';
import { StorytellTransitionScreen } from './storytell-transition-screen';
import { StorytellingScreen } from './storytelling-screen';
import { stepOf } from './game-session';

beforeEach(async () => {
  // Ann, Bob, Cy; Cy is the faker.
  await seedSession({ state: withStories(startedState(), 2), step: 'storytell-transition' });
});
afterEach(() => vi.useRealTimers());

describe('storytell transition and storytelling (SPEC §2)', () => {
  it('tells who is first, then each reader sees their content and passes on', () => {
    vi.useFakeTimers();
    renderGame(
      <>
        <StorytellTransitionScreen />
        <StorytellingScreen />
      </>,
      { path: '/storytell-transition' },
    );
    expect(screen.getByRole('heading', { name: 'Time to tell!' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('First up:').nextSibling?.textContent).toBe('Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Start Sharing' }));
    expect(stepOf(testStore().getSession().phase)).toBe('storytelling');
    // A double tap right away does nothing: the button arms after 0.6 s.
    fireEvent.click(screen.getByRole('button', { name: 'Next Player' }));
    expect(testStore().getSession().state.currentPlayerIndex).toBe(0);
    act(() => vi.advanceTimersByTime(600));

    expect(screen.getByRole('heading', { name: 'Ann, read this out loud' })).toBeTruthy();
    expect(screen.getByText(/Ann did a thing\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Player' }));
    expect(screen.getByTestId('toast').textContent).toContain('Pass the Device');
    expect(screen.getByTestId('toast').textContent).toContain('Bob');
    expect(screen.queryByText(/Ann did a thing\./)).toBeNull();
    // Issue 21: Bob's screen waits behind the pass-the-device screen, so Ann never holds it.
    expect(testStore().getSession().state.currentPlayerIndex).toBe(1);
    expect(screen.getByText("It's Bob's turn to read out loud.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next Player' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Note for Bob' })).toBeNull();
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(screen.getByRole('button', { name: "I'm Ready" }));
    expect(screen.getByRole('heading', { name: 'Bob, read this out loud' })).toBeTruthy();
    // A double tap right away does nothing here either.
    fireEvent.click(screen.getByRole('button', { name: 'Next Player' }));
    expect(testStore().getSession().state.currentPlayerIndex).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(screen.getByRole('button', { name: 'Next Player' }));
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(screen.getByRole('button', { name: "I'm Ready" }));

    // The faker reads the fake as their own.
    expect(screen.getByText(/A generated fake\./)).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Discussion' }));
    expect(screen.getByTestId('toast').textContent).toContain('All Done!');
    act(() => vi.advanceTimersByTime(999));
    expect(stepOf(testStore().getSession().phase)).toBe('storytelling');
    act(() => vi.advanceTimersByTime(1));
    expect(stepOf(testStore().getSession().phase)).toBe('discussion');
    expect(testStore().getSession().discussionEndsAt).toBe(Date.now() + 5 * 60_000);
  });

  it('shows "No content assigned" for a reader without an entry', async () => {
    const state = withStories(startedState(), 2);
    const round = state.gameRounds[0]!;
    const noBob = {
      ...state,
      currentPlayerIndex: 1,
      gameRounds: [
        { ...round, stories: round.stories.filter((s) => s.playerId !== state.players[1]!.id) },
      ],
    };
    await seedSession({ state: noBob, step: 'storytelling' });
    testStore().confirmHandoff();
    renderGame(<StorytellingScreen />);
    expect(screen.getByText('No content assigned')).toBeTruthy();
  });

  it('gives the faker a private note, closed until the reader opens it; others get their own', async () => {
    const state = withStories(startedState(), 2);
    const faker = state.players[2]!;
    for (const [index, player] of state.players.entries()) {
      await seedSession({ state: { ...state, currentPlayerIndex: index }, step: 'storytelling' });
      testStore().confirmHandoff();
      const { unmount } = renderGame(<StorytellingScreen />);
      const toggle = screen.getByRole('button', {
        name: `Note for ${player.name} (only ${player.name} may look)`,
      });
      // closed: a glance while the phone is passed shows nothing of it
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByText(/faker|isn't yours|your own/i)).toBeNull();
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Hide note' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      if (player.id === faker.id) {
        expect(screen.getByText("Psst! This story isn't yours.")).toBeTruthy();
        expect(
          screen.getByText(
            /You're the faker this round\. Tell it as if it happened to you: swap he or she/,
          ),
        ).toBeTruthy();
      } else {
        expect(
          screen.getByText('This is your own story, word for word. Read it just as you wrote it.'),
        ).toBeTruthy();
        expect(screen.queryByText(/faker|isn't yours/i)).toBeNull();
      }
      unmount();
    }
  });
});
