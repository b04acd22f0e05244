import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('shows the SPEC texts and links home', async () => {
    const { user, history } = renderWithApp(<NotFoundScreen />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Menu' }));
    expect(history.at(-1)).toBe('/');
  });
});
