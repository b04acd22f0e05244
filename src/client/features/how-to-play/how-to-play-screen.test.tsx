import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { HowToPlayScreen } from './how-to-play-screen';

describe('HowToPlayScreen (SPEC §2)', () => {
  it('shows five numbered cards and goes back to the menu', async () => {
    const { user, history } = renderWithApp(<HowToPlayScreen />, { path: '/how-to-play' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Step 1: Setup',
      'Step 2: Story Input',
      'Step 3: Storytelling',
      'Step 4: Discussion',
      'Step 5: Voting & Scoring',
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to Menu' }));
    expect(history.at(-1)).toBe('/');
  });
});
