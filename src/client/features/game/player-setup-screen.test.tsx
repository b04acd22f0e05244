import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PlayerSetupScreen } from './player-setup-screen';
import { pageLoad, renderGame } from './game-test-helpers';

beforeEach(() => pageLoad());

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

describe('PlayerSetupScreen (SPEC §2)', () => {
  it('adds players with Enter, counts them and enables Next at 3', async () => {
    const { user, history } = renderGame(<PlayerSetupScreen />, { path: '/player-setup' });
    expect(screen.getByRole('heading', { name: "Who's Playing?" })).toBeTruthy();
    expect(screen.getByText('0/8 players added')).toBeTruthy();
    expect(screen.getByText('You need at least 3 players to start')).toBeTruthy();
    const input = screen.getByLabelText('Player name');
    await user.type(input, 'Ann{Enter}');
    await user.type(input, '   {Enter}'); // blank: ignored
    await user.type(input, 'Bob{Enter}');
    expect(screen.getByText('2/8 players added')).toBeTruthy();
    expect(next().disabled).toBe(true);
    await user.type(input, 'Cy');
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    expect(screen.getByText('3/8 players added')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(next().disabled).toBe(false);
    await user.click(next());
    expect(history.at(-1)).toBe('/game-settings');
  });

  it('refuses a name already playing (case and spaces ignored) and says why, inline', async () => {
    const { user } = renderGame(<PlayerSetupScreen />);
    const input = screen.getByLabelText('Player name') as HTMLInputElement;
    await user.type(input, 'Alice{Enter}');
    await user.type(input, ' alice {Enter}');
    expect(screen.getByText('1/8 players added')).toBeTruthy();
    const alert = screen.getByText(
      'Alice is already playing. Add a different name, such as an initial.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    expect(input.value).toBe(' alice '); // kept, to edit
    await user.type(input, 'B');
    expect(screen.queryByText(/is already playing/)).toBeNull();
    await user.clear(input);
    await user.type(input, 'Alice B{Enter}');
    expect(screen.getByText('2/8 players added')).toBeTruthy();
  });

  it('removes a player with their remove button', async () => {
    const { user } = renderGame(<PlayerSetupScreen />);
    const input = screen.getByLabelText('Player name');
    for (const name of ['Ann', 'Bob', 'Cy']) await user.type(input, `${name}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    expect(screen.queryByText('Bob')).toBeNull();
    expect(screen.getByText('2/8 players added')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });

  // Issue 21, item 13: the name stopped at 20 characters without a counter or a word.
  it('counts a name’s characters and says so when it reaches 20', async () => {
    const { user } = renderGame(<PlayerSetupScreen />);
    const input = screen.getByLabelText('Player name') as HTMLInputElement;
    const counter = screen.getByTestId('name-counter');
    await user.type(input, 'Alexandra');
    expect(counter.textContent).toBe('Characters used: 9/20');
    expect(screen.queryByText('Names can be up to 20 characters.')).toBeNull();
    await user.type(input, ' Konstantinopoulou');
    expect(input.value).toBe('Alexandra Konstantin');
    expect(counter.textContent).toBe('Characters used: 20/20');
    const limit = screen.getByText('Names can be up to 20 characters.');
    expect(limit.getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toEqual([counter.id, limit.id]);
    await user.type(input, '{Backspace}');
    expect(counter.textContent).toBe('Characters used: 19/20');
    expect(screen.queryByText('Names can be up to 20 characters.')).toBeNull();
  });

  it('stops at 8 players', async () => {
    const { user } = renderGame(<PlayerSetupScreen />);
    const input = screen.getByLabelText('Player name') as HTMLInputElement;
    for (let i = 1; i <= 8; i++) await user.type(input, `P${i}{Enter}`);
    expect(screen.getByText('8/8 players added')).toBeTruthy();
    expect(input.disabled).toBe(true);
  });

  it('Back goes home', async () => {
    const { user, history } = renderGame(<PlayerSetupScreen />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.at(-1)).toBe('/');
  });
});
