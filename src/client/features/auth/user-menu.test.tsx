import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerEveryFetch, renderWithApp } from '../../test/render';
import { readGeneratorSettings } from '../../lib/generator-settings';
import { json, SAM, stubApi } from './auth-test-helpers';
import { currentUser } from '../../../shared/api/user';
import { currentUserNow, hasCachedUser } from './current-user';
import { avatarInitials, UserMenu } from './user-menu';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu(user: ReturnType<typeof renderWithApp>['user'], name = 'sam') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('UserMenu signed out', () => {
  it('reads GET /api/user with cookies and shows "Log in / Register" on 401', async () => {
    const fetchMock = vi.fn(answerEveryFetch(401, '{"message":"Not logged in"}'));
    vi.stubGlobal('fetch', fetchMock);
    const { user, history } = renderWithApp(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: 'Log in / Register' }));
    expect(history.at(-1)).toBe('/auth');
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

  it('shows "Log in / Register" before the server answers when no user is cached on the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithApp(<UserMenu />);
    expect(await screen.findByRole('button', { name: 'Log in / Register' })).toBeTruthy();
  });

  it('with a cached user, waits for the server: no menu and no button until it answers', async () => {
    localStorage.setItem('authUserData', JSON.stringify(SAM));
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithApp(<UserMenu />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).toBeNull();
    answer(new Response(JSON.stringify(SAM), { status: 200 }));
    expect(await screen.findByText('SA')).toBeTruthy();
  });

  it('reads GET /api/user once while the answer is fresh (SPEC §9: 5 minutes), and again after', async () => {
    const fetchMock = vi.fn(answerEveryFetch(401, '{"message":"Not logged in"}'));
    vi.stubGlobal('fetch', fetchMock);
    const first = renderWithApp(<UserMenu />);
    await screen.findByRole('button', { name: 'Log in / Register' });
    first.unmount();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 4 * 60_000);
    const second = renderWithApp(<UserMenu />);
    await screen.findByRole('button', { name: 'Log in / Register' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    second.unmount();
    clock.mockReturnValue(now + 5 * 60_000 + 1);
    renderWithApp(<UserMenu />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    clock.mockRestore();
  });

  it('a 401 clears a stale cached user (authUserData)', async () => {
    localStorage.setItem('authUserData', JSON.stringify(SAM));
    stubApi({ 'GET /api/user': json(401, { message: 'Not logged in' }) });
    renderWithApp(<UserMenu />);
    await screen.findByRole('button', { name: 'Log in / Register' });
    expect(localStorage.getItem('authUserData')).toBeNull();
  });
});

describe('UserMenu signed in', () => {
  it('shows the avatar initials and the username; the menu has the username, Settings and Logout', async () => {
    stubApi({ 'GET /api/user': json(200, SAM) });
    const { user } = renderWithApp(<UserMenu />);
    expect(await screen.findByText('SA')).toBeTruthy();
    const menu = await openMenu(user);
    expect(within(menu).getAllByText('sam').length).toBeGreaterThan(0);
    expect(within(menu).getByText('sam@example.com')).toBeTruthy();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Settings', 'Logout']);
    expect(within(menu).queryByText('Premium Account')).toBeNull();
  });

  it('caches the user in authUserData with the public fields only', async () => {
    stubApi({ 'GET /api/user': json(200, { ...SAM, passwordHash: 'x', token: 'y' }) });
    renderWithApp(<UserMenu />);
    await screen.findByText('SA');
    await vi.waitFor(() => expect(localStorage.getItem('authUserData')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('authUserData')!)).toEqual(SAM);
  });

  it('"Settings" goes to /settings', async () => {
    stubApi({ 'GET /api/user': json(200, SAM) });
    const { user, history } = renderWithApp(<UserMenu />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(history.at(-1)).toBe('/settings');
  });

  it('an admin also sees "Admin Dashboard", which goes to /admin', async () => {
    stubApi({ 'GET /api/user': json(200, { ...SAM, isAdmin: true }) });
    const { user, history } = renderWithApp(<UserMenu />);
    const menu = await openMenu(user);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Settings', 'Admin Dashboard', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' }));
    expect(history.at(-1)).toBe('/admin');
  });

  it('a premium user sees a "Premium Account" label that is not a menu item', async () => {
    stubApi({ 'GET /api/user': json(200, { ...SAM, isPremium: true }) });
    const { user, history } = renderWithApp(<UserMenu />);
    const menu = await openMenu(user);
    const label = within(menu).getByText('Premium Account');
    expect(label.closest('[role="menuitem"]')).toBeNull();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Logout']);
    await user.click(label);
    expect(history.at(-1)).toBe('/');
  });

  it('Logout reads "Logging out..." and is disabled while pending, then signs out', async () => {
    localStorage.setItem('authUserData', JSON.stringify(SAM));
    localStorage.setItem(
      'gameSettings',
      JSON.stringify({ randomnessLevel: 10, ageRange: 'teens' }),
    );
    let answer: (res: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/user': json(200, SAM),
      'POST /api/logout': new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderWithApp(<UserMenu />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    const pending = await screen.findByRole('menuitem', { name: 'Logging out...' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );

    answer(json(204, null));
    expect(await screen.findByRole('button', { name: 'Log in / Register' })).toBeTruthy();
    expect(currentUserNow().user).toBeNull();
    expect(localStorage.getItem('authUserData')).toBeNull();
    // SPEC §4: with the account gone, the device's own settings apply again.
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 10, ageRange: 'teens' });
    const toast = screen.getByTestId('toast').textContent;
    expect(toast).toContain('Logged out');
    expect(toast).toContain('You have been logged out successfully');
  });

  it('a failed logout shows "Logout failed" with the server message and keeps the user', async () => {
    stubApi({
      'GET /api/user': json(200, SAM),
      'POST /api/logout': json(403, { message: 'Cross-site requests are not allowed' }),
    });
    const { user } = renderWithApp(<UserMenu />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain('Logout failed'),
    );
    expect(screen.getByTestId('toast').textContent).toContain(
      'Cross-site requests are not allowed',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('a logout failure without a message falls back to "Logout failed", after SPEC §8\'s one retry', async () => {
    const fetchMock = stubApi({
      'GET /api/user': json(200, SAM),
      'POST /api/logout': new Response('', { status: 502 }),
    });
    const { user } = renderWithApp(<UserMenu />);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    // The logout is retried once after 1 s (a 502 is not one of the answers never retried).
    await vi.waitFor(
      () => expect(screen.getByTestId('toast').textContent).toBe('Logout failedLogout failed'),
      { timeout: 3000 },
    );
    const logouts = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/logout');
    expect(logouts).toHaveLength(2);
  });
});

describe('avatarInitials', () => {
  it.each([
    ['partyhost', 'PA'],
    ['x', 'X'],
    ['Zoë', 'ZO'],
    ['😀sam', '😀S'],
  ])('%s → %s', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});

describe('GET /api/user through its endpoint (the one User schema)', () => {
  const read = (data: unknown) => currentUser.response.safeParse(data);

  it('accepts a user and drops what it does not show', () => {
    expect(read({ ...SAM, isAdmin: true, password: 'x' })).toEqual({
      success: true,
      data: { ...SAM, isAdmin: true },
    });
  });
  it.each([
    null,
    'sam',
    {},
    { ...SAM, username: '' },
    { ...SAM, username: 3 },
    { username: 'sam', isAdmin: true },
    { ...SAM, randomnessLevel: 40 },
  ])('rejects %j', (data) => {
    expect(read(data).success).toBe(false);
  });

  it('an OK answer that is not a user shows signed out and leaves the cache alone', async () => {
    localStorage.setItem('authUserData', JSON.stringify(SAM));
    stubApi({ 'GET /api/user': json(200, { username: 'sam', isAdmin: 'yes' }) });
    renderWithApp(<UserMenu />);
    expect(await screen.findByRole('button', { name: 'Log in / Register' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('authUserData')!)).toEqual(SAM);
  });

  it('a cached authUserData counts only when it is a whole User', () => {
    expect(hasCachedUser()).toBe(false);
    localStorage.setItem('authUserData', JSON.stringify(SAM));
    expect(hasCachedUser()).toBe(true);
    localStorage.setItem('authUserData', JSON.stringify({ username: 'sam' }));
    expect(hasCachedUser()).toBe(false);
  });
});
