import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEveryFetch, renderWithApp } from '../../test/render';
import { currentUserNow } from '../auth/current-user';
import { randomnessText, SettingsScreen } from './settings-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = {
  username: 'sam',
  email: 's@example.com',
  randomnessLevel: 70,
  ageRange: 'adults',
  isAdmin: false,
  isPremium: false,
};

/** GET /api/user answers `me`; PATCH /api/user/settings answers `patch`. */
function stubAccount(me: unknown, patch: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/user' && (!init?.method || init.method === 'GET')) {
      return me === null ? new Response('', { status: 401 }) : Response.json(me);
    }
    if (String(input) === '/api/user/settings' && init?.method === 'PATCH') {
      return patch(JSON.parse(String(init.body)));
    }
    return new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const slider = () => screen.getByRole('slider');

describe('randomnessText', () => {
  it('names the stops', () => {
    expect(randomnessText(10)).toBe('More Believable (1 of 5)');
    expect(randomnessText(30)).toBe('Leaning Believable (2 of 5)');
    expect(randomnessText(70)).toBe('Leaning Creative (4 of 5)');
    expect(randomnessText(50)).toBe('Balanced (3 of 5)');
    expect(randomnessText(90)).toBe('More Creative (5 of 5)');
  });
});

describe('SettingsScreen as a guest (SPEC §2)', () => {
  it('starts from the defaults, saves on this device and goes home', async () => {
    vi.stubGlobal('fetch', vi.fn(answerEveryFetch(401, '')));
    const { user: u, history } = renderWithApp(<SettingsScreen />, { path: '/settings' });
    expect(await screen.findByRole('button', { name: 'Save Settings Locally' })).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('Balanced (3 of 5)');
    expect(screen.getByRole('radio', { name: /Young Adults/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    slider().focus();
    await u.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider().getAttribute('aria-valuetext')).toBe('More Creative (5 of 5)');
    await u.click(screen.getByRole('radio', { name: /Teens/ }));
    await u.click(screen.getByRole('button', { name: 'Save Settings Locally' }));
    expect(JSON.parse(localStorage.getItem('gameSettings')!)).toEqual({
      randomnessLevel: 90,
      ageRange: 'teens',
    });
    expect(screen.getByTestId('toast').textContent).toContain('Settings Saved Locally');
    expect(screen.getByTestId('toast').textContent).toContain(
      'Your preferences have been saved on this device.',
    );
    expect(history.at(-1)).toBe('/');
  });

  // Issue 21, item 12: stops 2 and 4 were read out as a bare "2 of 5".
  it('reads every stop out by its name as the slider moves', async () => {
    vi.stubGlobal('fetch', vi.fn(answerEveryFetch(401, '')));
    const { user: u } = renderWithApp(<SettingsScreen />, { path: '/settings' });
    await screen.findByRole('button', { name: 'Save Settings Locally' });
    slider().focus();
    await u.keyboard('{Home}');
    const read = [slider().getAttribute('aria-valuetext')];
    for (let i = 0; i < 4; i++) {
      await u.keyboard('{ArrowRight}');
      read.push(slider().getAttribute('aria-valuetext'));
    }
    expect(read).toEqual([
      'More Believable (1 of 5)',
      'Leaning Believable (2 of 5)',
      'Balanced (3 of 5)',
      'Leaning Creative (4 of 5)',
      'More Creative (5 of 5)',
    ]);
  });

  it('shows the saved local preferences', async () => {
    localStorage.setItem(
      'gameSettings',
      JSON.stringify({ randomnessLevel: 10, ageRange: 'mature-adults' }),
    );
    vi.stubGlobal('fetch', vi.fn(answerEveryFetch(401, '')));
    renderWithApp(<SettingsScreen />);
    await screen.findByRole('button', { name: 'Save Settings Locally' });
    expect(slider().getAttribute('aria-valuetext')).toBe('More Believable (1 of 5)');
    expect(screen.getByRole('radio', { name: /Mature Adults/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});

describe('SettingsScreen signed in (SPEC §2, §8)', () => {
  it('saves to the account, caches the user and goes home', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubAccount(user, () => undefined as unknown as Response);
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') return new Promise<Response>((r) => (answer = r));
      return Response.json(user);
    });
    const { user: u, history } = renderWithApp(<SettingsScreen />, { path: '/settings' });
    await screen.findByRole('button', { name: 'Save Settings to Account' });
    expect(slider().getAttribute('aria-valuetext')).toBe('Leaning Creative (4 of 5)');
    await u.click(screen.getByRole('radio', { name: /Teens/ }));
    await u.click(screen.getByRole('button', { name: 'Save Settings to Account' }));
    const saving = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ randomnessLevel: 70, ageRange: 'teens' });
    const updated = { ...user, ageRange: 'teens' };
    answer(Response.json(updated));
    await vi.waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.getByTestId('toast').textContent).toContain('Account Settings Saved');
    expect(screen.getByTestId('toast').textContent).toContain(
      'Your preferences have been saved to your account.',
    );
    expect(currentUserNow().user).toEqual(updated);
    expect(JSON.parse(localStorage.getItem('authUserData')!)).toEqual(updated);
    expect(JSON.parse(localStorage.getItem('gameSettings')!)).toEqual({
      randomnessLevel: 70,
      ageRange: 'teens',
    });
  });

  it('keeps the local copy and says so when the account save fails', async () => {
    stubAccount(user, () => new Response('{"message":"nope"}', { status: 400 }));
    const { user: u, history } = renderWithApp(<SettingsScreen />, { path: '/settings' });
    await u.click(await screen.findByRole('button', { name: 'Save Settings to Account' }));
    await vi.waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.getByTestId('toast').textContent).toContain(
      'Failed to save settings to your account. Your settings are still saved locally.',
    );
    expect(JSON.parse(localStorage.getItem('gameSettings')!)).toEqual({
      randomnessLevel: 70,
      ageRange: 'adults',
    });
  });
});
