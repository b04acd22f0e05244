import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToast, dismissToast, screenShown, toast } from './toast-store';
import { Toaster } from './toaster';

describe('toasts (SPEC §8-§9)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Story Submitted', description: 'Great job, Ann!' }));
    act(() => void toast({ title: 'Pass the Device' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toContain('Pass the Device');
    expect(screen.getByRole('status').textContent).toContain('Pass the Device');
  });

  it('disappears after 3000 ms by default, or after its own duration', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Vote Submitted' }));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('toast')).toBeNull();

    act(() => void toast({ title: 'All Done!', duration: 800 }));
    act(() => vi.advanceTimersByTime(850));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('announces errors assertively and can be dismissed', async () => {
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Error',
          description: 'Failed to generate content: 500',
          variant: 'destructive',
        }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to generate content: 500');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

describe('toasts and screen changes (issue 16)', () => {
  afterEach(() => act(() => dismissToast()));

  it('a toast raised on a screen goes when the player leaves that screen', () => {
    screenShown('/forgot-password');
    toast({ title: 'User not found', variant: 'destructive' });
    screenShown('/forgot-password'); // the same screen again: it stays
    expect(currentToast()?.title).toBe('User not found');
    screenShown('/auth');
    expect(currentToast()).toBeNull();
  });

  it('a toast that confirms the move stays for the next screen only', () => {
    screenShown('/settings');
    toast({ title: 'Settings Saved Locally', variant: 'success', carry: true });
    screenShown('/');
    expect(currentToast()?.title).toBe('Settings Saved Locally');
    screenShown('/how-to-play');
    expect(currentToast()).toBeNull();
  });
});
