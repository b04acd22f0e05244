import { screen, waitFor } from '@testing-library/react';
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

    // Ann: not the faker; must choose; choices are the others. Her note, closed, says so.
    expect(screen.getByText("Ann's Vote")).toBeTruthy();
    const annNote = screen.getByRole('button', { name: 'Note for Ann (only Ann may look)' });
    expect(annNote.getAttribute('aria-expanded')).toBe('false');
    await user.click(annNote);
    expect(screen.getByText(/You are not the faker this round/)).toBeTruthy();
    expect(screen.queryByText('Psst! You are the faker.')).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Bob', 'Cy']);
    await clickWhenArmed(user, 'Submit Vote');
    expect(screen.getByTestId('toast').textContent).toContain('No Player Selected');
    await user.click(screen.getByRole('radio', { name: 'Bob' }));
    await clickWhenArmed(user, 'Submit Vote');
    expect(screen.getByTestId('toast').textContent).toContain('Vote Submitted');

    // Between voters: the neutral screen, nothing of Ann's vote.
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await clickWhenArmed(user, 'Ready to Vote');

    // Bob: the faker, may submit without choosing; nothing of Ann's choice is selected. His
    // screen looks like Ann's (issue 21): the same closed note, which he opens.
    expect(screen.getByText("Bob's Vote")).toBeTruthy();
    expect(screen.queryByText('Psst! You are the faker.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Note for Bob (only Bob may look)' }));
    expect(screen.getByText('Psst! You are the faker.')).toBeTruthy();
    expect(
      screen.getByText(
        "You need to blend in by pretending to vote. Your vote won't actually count.",
      ),
    ).toBeTruthy();
    expect(
      screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    await clickWhenArmed(user, 'Submit Vote');
    await clickWhenArmed(user, 'Ready to Vote');

    await user.click(screen.getByRole('radio', { name: 'Ann' }));
    await clickWhenArmed(user, 'Submit Vote');
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
  }, 15_000); // six hand-over buttons, each armed after 0.6 s of real time

  it('ignores a double tap: the pass screen is not skipped by the second tap', async () => {
    await seedSession({ state: withStories(startedState(), 1), step: 'voting' });
    testStore().confirmHandoff();
    const { user } = renderGame(<VotingScreen />, { path: '/voting' });
    await user.click(await screen.findByRole('radio', { name: 'Bob' }));
    const submit = screen.getByRole('button', { name: 'Submit Vote' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.dblClick(submit);
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.queryByText('Psst! You are the faker.')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Ready to Vote' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("ignores a double tap on Ready to Vote: the voter's ballot is not cast by the second tap", async () => {
    // Ann is the faker, who may vote without choosing: a stray tap on Submit Vote would count.
    await seedSession({ state: withStories(startedState(), 0), step: 'voting-transition' });
    const { user } = renderGame(
      <>
        <VotingTransitionScreen />
        <VotingScreen />
      </>,
      { path: '/voting-transition' },
    );
    const ready = screen.getByRole('button', { name: 'Ready to Vote' }) as HTMLButtonElement;
    await waitFor(() => expect(ready.disabled).toBe(false));
    // the second tap lands where the button was: on Submit Vote, just shown
    await user.click(ready);
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(screen.getByText("Ann's Vote")).toBeTruthy();
    expect(currentRoundOf(testStore().getSession().state)!.votes).toEqual([]);
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
