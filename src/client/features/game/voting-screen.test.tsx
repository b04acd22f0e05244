import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentRoundOf } from '../../../engine';
import {
  clickWhenArmed,
  renderGame,
  seedSession,
  startedState,
  testStore,
  withStories,
} from './game-test-helpers';
import { VotingScreen } from './voting-screen';
import { VotingTransitionScreen } from './voting-transition-screen';
import { stepOf } from './game-session';

// Ann, Bob, Cy; the faker is Bob (index 1).
beforeEach(async () => {
  await seedSession({ state: withStories(startedState(), 1), step: 'voting-transition' });
});

describe('voting (SPEC §2)', () => {
  it('passes the device to each voter; only the faker sees the hint; then the reveal', async () => {
    const { user, history } = renderGame(
      <>
        <VotingTransitionScreen />
        <VotingScreen />
      </>,
      { path: '/voting-transition' },
    );
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.getByText("It's Ann's turn to vote.")).toBeTruthy();
    await clickWhenArmed(user, 'Ready to Vote');
    expect(history.at(-1)).toBe('/voting');

    // Ann: not the faker; must choose; choices are the others.
    expect(screen.getByText("Ann's Vote")).toBeTruthy();
    expect(screen.queryByText('Psst! You are the faker.')).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Bob', 'Cy']);
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(screen.getByTestId('toast').textContent).toContain('No Player Selected');
    await user.click(screen.getByRole('radio', { name: 'Bob' }));
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(screen.getByTestId('toast').textContent).toContain('Vote Submitted');

    // Between voters: the neutral screen, nothing of Ann's vote.
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await clickWhenArmed(user, 'Ready to Vote');

    // Bob: the faker, may submit without choosing; nothing of Ann's choice is selected.
    expect(screen.getByText("Bob's Vote")).toBeTruthy();
    expect(screen.getByText('Psst! You are the faker.')).toBeTruthy();
    expect(
      screen.getByText(
        "You need to blend in by pretending to vote. Your vote won't actually count.",
      ),
    ).toBeTruthy();
    expect(
      screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    await clickWhenArmed(user, 'Ready to Vote');

    await user.click(screen.getByRole('radio', { name: 'Ann' }));
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(screen.getByTestId('toast').textContent).toContain('All Votes Collected');
    expect(stepOf(testStore().getSession().phase)).toBe('reveal');
    const round = currentRoundOf(testStore().getSession().state)!;
    expect(round.scored).toBe(true);
    const [ann, bob, cy] = testStore().getSession().state.players;
    // Ann caught Bob: +1; Cy missed: 0; Bob: 3 - 1 - 1 = 1.
    expect(testStore().getSession().state.scores).toEqual({
      [ann!.id]: 1,
      [bob!.id]: 1,
      [cy!.id]: 0,
    });
  });

  it('ignores a double tap: the pass screen is not skipped by the second tap', async () => {
    await seedSession({ state: withStories(startedState(), 1), step: 'voting' });
    testStore().confirmHandoff();
    const { user } = renderGame(<VotingScreen />, { path: '/voting' });
    await user.click(await screen.findByRole('radio', { name: 'Bob' }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.queryByText('Psst! You are the faker.')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Ready to Vote' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('resumes voting behind the pass-the-device screen after a reload', async () => {
    await seedSession({ state: withStories(startedState(), 1), step: 'voting' });
    const { user } = renderGame(<VotingScreen />, { path: '/voting' });
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.queryByText('Psst! You are the faker.')).toBeNull();
    await clickWhenArmed(user, 'Ready to Vote');
    expect(screen.getByText("Ann's Vote")).toBeTruthy();
    testStore().confirmHandoff();
  });
});
