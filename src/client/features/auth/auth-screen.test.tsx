import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { json, SAM, sentBody, stubApi } from './auth-test-helpers';
import { AuthScreen } from './auth-screen';
import { readGeneratorSettings } from '../../lib/generator-settings';
import { currentUserNow } from './current-user';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

const signedOut = { 'GET /api/user': json(401, { message: 'Not logged in' }) };
const toastText = () => screen.getByTestId('toast').textContent;

function renderAuth() {
  return renderWithApp(<AuthScreen />, { path: '/auth' });
}

describe('AuthScreen (SPEC §2 Auth)', () => {
  it('sends a signed-in user home', async () => {
    stubApi({ 'GET /api/user': json(200, SAM) });
    const { history } = renderAuth();
    await vi.waitFor(() => expect(history.at(-1)).toBe('/'));
  });

  it('welcomes with Log in and Register tabs and a "Forgot your password?" link', async () => {
    stubApi(signedOut);
    renderAuth();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Fakeout' }),
    ).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Log in', 'Register']);
    expect(screen.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true');
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });
});

describe('Log in tab', () => {
  it('logs in with email and password, caches the user, toasts and goes home', async () => {
    const fetchMock = stubApi({ ...signedOut, 'POST /api/login': json(200, SAM) });
    const { user, history } = renderAuth();
    const email = await screen.findByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    await user.type(email, 'Sam@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'Sparkly-Otter-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(sentBody(fetchMock, 'POST', '/api/login')).toEqual({
      email: 'Sam@Example.com',
      password: 'Sparkly-Otter-42',
    });
    expect(toastText()).toContain('Logged in successfully');
    expect(toastText()).toContain('Welcome back, sam!');
    expect(currentUserNow().user).toMatchObject({ username: 'sam' });
    const cached = localStorage.getItem('authUserData')!;
    expect(JSON.parse(cached)).toEqual(SAM);
    expect(cached).not.toContain('Sparkly');
    // SPEC §4: the account's settings now shape the generated fakes.
    expect(readGeneratorSettings()).toEqual({ randomnessLevel: 70, ageRange: 'adults' });
  });

  it('reads "Logging in..." and is disabled while pending', async () => {
    stubApi({ ...signedOut, 'POST /api/login': new Promise<Response>(() => {}) });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const pending = (await screen.findByRole('button', {
      name: 'Logging in...',
    })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
  });

  it('shows "Login failed" with the server message', async () => {
    stubApi({
      ...signedOut,
      'POST /api/login': json(401, { message: 'Invalid email or password' }),
    });
    const { user, history } = renderAuth();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(toastText()).toContain('Login failed'));
    expect(toastText()).toContain('Invalid email or password');
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(history.at(-1)).toBe('/auth');
    expect(localStorage.getItem('authUserData')).toBeNull();
  });

  it('falls back to "Login failed" when the server says nothing readable', async () => {
    stubApi({
      ...signedOut,
      'POST /api/login': new Response('<html>oops</html>', { status: 502 }),
    });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(toastText()).toBe('Login failedLogin failed'));
  });

  // Issue 21, item 11: offline, the toast said "Login failed / Login failed".
  it('says the phone is offline when it is, under the "Login failed" title', async () => {
    stubApi({
      ...signedOut,
      'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    // The connection drops with the screen open: the browser says so (the "offline" event).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(
      () =>
        expect(toastText()).toBe(
          'Login failedYour phone is offline. Check your connection and try again.',
        ),
      { timeout: 4000 },
    );
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });

  it('says the server could not be reached when no answer came while online', async () => {
    stubApi({
      ...signedOut,
      'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderAuth();
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(
      () =>
        expect(toastText()).toBe(
          'Login failedCould not reach the server. Check your connection and try again.',
        ),
      { timeout: 4000 },
    );
  });

  it('can show the password', async () => {
    stubApi(signedOut);
    const { user } = renderAuth();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});

describe('Register tab (SPEC §5)', () => {
  async function openRegister() {
    const rendered = renderAuth();
    await rendered.user.click(await screen.findByRole('tab', { name: 'Register' }));
    return rendered;
  }

  async function fillForm(user: ReturnType<typeof renderAuth>['user'], skip: string[] = []) {
    const type = async (label: string, text: string) => {
      if (!skip.includes(label)) await user.type(screen.getByLabelText(label), text);
    };
    await type('Username', 'newbie');
    await type('Email', 'newbie@example.com');
    await type('Password', 'Sparkly-Otter-42');
    await type('Confirm Password', 'Sparkly-Otter-42');
    if (!skip.includes('Security Question 1')) {
      await user.selectOptions(screen.getByLabelText('Security Question 1'), 'first-pet');
    }
    await type('Answer 1', 'Biscuit');
    if (!skip.includes('Security Question 2')) {
      await user.selectOptions(screen.getByLabelText('Security Question 2'), 'first-car');
    }
    await type('Answer 2', 'Beetle');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  }

  it('has every registration field; email is an email field; the boxes link to /terms and /privacy', async () => {
    stubApi(signedOut);
    await openRegister();
    for (const label of [
      'Username',
      'Email',
      'Password',
      'Confirm Password',
      'Answer 1',
      'Answer 2',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    const terms = screen.getByRole('checkbox', { name: /Terms of Service/ }) as HTMLInputElement;
    const privacy = screen.getByRole('checkbox', { name: /Privacy Policy/ }) as HTMLInputElement;
    const marketing = screen.getByRole('checkbox', {
      name: /news and updates/,
    }) as HTMLInputElement;
    expect([terms.required, privacy.required, marketing.required]).toEqual([true, true, false]);
    expect(screen.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('offers the eight questions, and the second list leaves out the first choice', async () => {
    stubApi(signedOut);
    const { user } = await openRegister();
    const first = screen.getByLabelText('Security Question 1');
    const second = screen.getByLabelText('Security Question 2');
    const values = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    expect(values(first)).toHaveLength(8);
    expect(values(second)).toHaveLength(8);
    await user.selectOptions(first, 'city-of-birth');
    expect(values(second)).toHaveLength(7);
    expect(values(second)).not.toContain('city-of-birth');
    // Choosing as the first question the one picked second clears the second.
    await user.selectOptions(second, 'first-car');
    await user.selectOptions(first, 'first-car');
    expect((second as HTMLSelectElement).value).toBe('');
  });

  it('registers with the SPEC payload, caches the user, toasts and goes home', async () => {
    const newbie = { ...SAM, username: 'newbie', email: 'newbie@example.com' };
    const fetchMock = stubApi({ ...signedOut, 'POST /api/register': json(201, newbie) });
    const { user, history } = await openRegister();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /news and updates/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(sentBody(fetchMock, 'POST', '/api/register')).toEqual({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'Sparkly-Otter-42',
      marketingConsent: true,
      securityQuestion1: 'first-pet',
      securityAnswer1: 'Biscuit',
      securityQuestion2: 'first-car',
      securityAnswer2: 'Beetle',
    });
    expect(toastText()).toContain('Registration successful');
    expect(toastText()).toContain('Welcome, newbie!');
    const cached = localStorage.getItem('authUserData')!;
    expect(JSON.parse(cached)).toEqual(newbie);
    expect(cached).not.toMatch(/Sparkly|Biscuit|Beetle/);
  });

  it('shows "Passwords do not match" inline and sends nothing', async () => {
    const fetchMock = stubApi(signedOut);
    const { user } = await openRegister();
    await fillForm(user, ['Confirm Password']);
    await user.type(screen.getByLabelText('Confirm Password'), 'Sparkly-Otter-43');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/register')).toBe(false);
  });

  it('a username outside the rule is explained inline and nothing is sent', async () => {
    const fetchMock = stubApi(signedOut);
    const { user } = await openRegister();
    await fillForm(user, ['Username']);
    await user.type(screen.getByLabelText('Username'), 'two words');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getAllByText('Username must be 3 to 30 letters, digits, dots, dashes or underscores')
        .length,
    ).toBe(1);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/register')).toBe(false);
  });

  it.each(['Security Question 2', 'Answer 1'])(
    'without %s: "Please complete both security questions" and nothing is sent',
    async (skipped) => {
      const fetchMock = stubApi(signedOut);
      const { user } = await openRegister();
      await fillForm(user, [skipped]);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(toastText()).toContain('Please complete both security questions');
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/register')).toBe(false);
    },
  );

  it('shows "Registration failed" with the server message, and a refused password under it', async () => {
    stubApi({
      ...signedOut,
      'POST /api/register': json(400, {
        message: 'This password is too common. Please choose a less predictable one.',
        field: 'password',
      }),
    });
    const { user, history } = await openRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(toastText()).toContain('Registration failed'));
    expect(toastText()).toContain(
      'This password is too common. Please choose a less predictable one.',
    );
    expect(toastText()).not.toContain('password:');
    expect(history.at(-1)).toBe('/auth');
    // and inline, under the password, until the password is changed
    const field = screen.getByLabelText('Password');
    const described = () =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    await vi.waitFor(() =>
      expect(described()).toContain(
        'This password is too common. Please choose a less predictable one.',
      ),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'x');
    expect(described()).not.toContain('too common');
  });

  it('shows a refusal of another field in the toast only, never under the password', async () => {
    stubApi({
      ...signedOut,
      'POST /api/register': json(409, {
        message: 'That username is already taken',
        field: 'username',
      }),
    });
    const { user } = await openRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(toastText()).toContain('That username is already taken'));
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).not.toContain('already taken');
  });

  it('reads "Creating account..." while pending', async () => {
    stubApi({ ...signedOut, 'POST /api/register': new Promise<Response>(() => {}) });
    const { user } = await openRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const pending = (await screen.findByRole('button', {
      name: 'Creating account...',
    })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
  });
});
