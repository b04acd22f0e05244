import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { loadPage, reloadPage } from '../../lib/browser';
import { CrashScreen } from './crash-screen';

vi.mock('../../lib/browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('CrashScreen', () => {
  it('shows the SPEC texts', () => {
    renderWithApp(<CrashScreen />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        "The game encountered an unexpected error. Don't worry - your progress should be saved.",
      ),
    ).toBeTruthy();
  });

  it('"Reload Game" reloads the page and keeps local storage', async () => {
    localStorage.setItem('gameSettings', '{"rounds":3}');
    const { user } = renderWithApp(<CrashScreen />);
    await user.click(screen.getByRole('button', { name: 'Reload Game' }));
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(localStorage.getItem('gameSettings')).toBe('{"rounds":3}');
  });

  it('"Start Fresh" clears local storage and loads /', async () => {
    localStorage.setItem('gameSettings', '{"rounds":3}');
    localStorage.setItem('authUserData', '{"username":"sam"}');
    const { user } = renderWithApp(<CrashScreen />, { path: '/voting' });
    await user.click(screen.getByRole('button', { name: 'Start Fresh' }));
    expect(localStorage.length).toBe(0);
    expect(loadPage).toHaveBeenCalledWith('/');
  });
});
