import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answerEveryFetch, renderWithApp } from '../../test/render';
import { toCurrentUser } from './current-user';
import { avatarInitials, UserMenu } from './user-menu';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserMenu', () => {
  it('reads GET /api/user with cookies and shows "Log in / Register" on 401', async () => {
    const fetchMock = vi.fn(answerEveryFetch(401, '{"message":"Not logged in"}'));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UserMenu />);
    expect(await screen.findByRole('button', { name: 'Log in / Register' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('treats a server error as signed out after a single call', async () => {
    const fetchMock = vi.fn(answerEveryFetch(500, 'boom'));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UserMenu />);
    expect(await screen.findByRole('button', { name: 'Log in / Register' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the username of a signed-in user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answerEveryFetch(200, { username: 'partyhost', email: 'p@example.com' })),
    );
    renderWithApp(<UserMenu />);
    expect(await screen.findByText('partyhost')).toBeTruthy();
    expect(screen.getByText('PA')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in / Register' })).toBeNull();
  });
});

describe('avatarInitials', () => {
  it.each([
    ['partyhost', 'PA'],
    ['x', 'X'],
    ['Zoë', 'ZO'],
  ])('%s → %s', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});

describe('toCurrentUser', () => {
  it('accepts a user and drops what it does not show', () => {
    expect(toCurrentUser({ username: 'sam', isAdmin: true, password: 'x' })).toEqual({
      username: 'sam',
      isAdmin: true,
      isPremium: false,
    });
  });
  it.each([null, 'sam', {}, { username: '' }, { username: 3 }])('rejects %j', (data) => {
    expect(toCurrentUser(data)).toBeNull();
  });
});
