import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { json, sentBody, stubApi } from './auth-test-helpers';
import { ForgotPasswordScreen } from './forgot-password-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUESTIONS = {
  question1: 'In what city were you born?',
  question2: "What was your first pet's name?",
};
const toastText = () => screen.getByTestId('toast').textContent;

function renderFlow() {
  return renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password' });
}

type User = ReturnType<typeof renderFlow>['user'];

async function toQuestions(user: User) {
  await user.type(screen.getByLabelText('Username'), 'sam');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Security Questions' });
}

async function toNewPassword(user: User) {
  await toQuestions(user);
  await user.type(screen.getByLabelText(QUESTIONS.question1), 'Paris');
  await user.type(screen.getByLabelText(QUESTIONS.question2), 'Rex');
  await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
  await screen.findByRole('heading', { name: 'New Password' });
}

const happyApi = {
  'GET /api/security-questions/sam': json(200, QUESTIONS),
  'POST /api/forgot-password/verify': json(200, { success: true, resetToken: 't', expiresAt: 'x' }),
  'POST /api/reset-password': json(200, { success: true }),
};

describe('ForgotPasswordScreen (SPEC §2, §5, §8)', () => {
  it('walks the four steps: username, questions, new password, success', async () => {
    const fetchMock = stubApi(happyApi);
    const { user } = renderFlow();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await toQuestions(user);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await user.type(screen.getByLabelText(QUESTIONS.question1), ' Paris ');
    await user.type(screen.getByLabelText(QUESTIONS.question2), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    await screen.findByRole('heading', { name: 'New Password' });
    expect(sentBody(fetchMock, 'POST', '/api/forgot-password/verify')).toEqual({
      username: 'sam',
      answer1: ' Paris ',
      answer2: 'Rex',
    });
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    await user.type(screen.getByLabelText('New Password'), 'Marble-Harbor-19');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Marble-Harbor-19');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByRole('heading', { name: 'Password Reset' });
    // SPEC §7 payload: username, answer1, answer2, newPassword.
    expect(sentBody(fetchMock, 'POST', '/api/reset-password')).toEqual({
      username: 'sam',
      answer1: ' Paris ',
      answer2: 'Rex',
      newPassword: 'Marble-Harbor-19',
    });
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth');
  });

  it('has "Back to Login" on every step', async () => {
    stubApi(happyApi);
    const { user } = renderFlow();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth');
    await toNewPassword(user);
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth');
  });

  it('an unknown username: "User not found" with the SPEC text', async () => {
    stubApi({
      'GET /api/security-questions/ghost': json(404, {
        message: 'No account found with that username or security questions not set',
      }),
    });
    const { user } = renderFlow();
    await user.type(screen.getByLabelText('Username'), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(toastText()).toContain('User not found'));
    expect(toastText()).toContain(
      'No account found with that username or security questions not set',
    );
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('answers of spaces only are stopped in the form, before they cost an attempt', async () => {
    const fetchMock = stubApi(happyApi);
    const { user } = renderFlow();
    await toQuestions(user);
    await user.type(screen.getByLabelText(QUESTIONS.question1), 'Paris');
    await user.type(screen.getByLabelText(QUESTIONS.question2), '   ');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    const second = screen.getByLabelText(QUESTIONS.question2);
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please type an answer')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/forgot-password/verify'),
    ).toBe(false);
    await user.type(second, 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    await screen.findByRole('heading', { name: 'New Password' });
  });

  it('wrong answers: "Incorrect answers"', async () => {
    stubApi({
      ...happyApi,
      'POST /api/forgot-password/verify': json(401, {
        message: 'One or both security answers are incorrect',
      }),
    });
    const { user } = renderFlow();
    await toQuestions(user);
    await user.type(screen.getByLabelText(QUESTIONS.question1), 'Rome');
    await user.type(screen.getByLabelText(QUESTIONS.question2), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    await vi.waitFor(() => expect(toastText()).toContain('Incorrect answers'));
    expect(toastText()).toContain('One or both security answers are incorrect');
    expect(screen.getByRole('heading', { name: 'Security Questions' })).toBeTruthy();
  });

  it('other verification failures: "Verification failed" (with the lock message for a 429)', async () => {
    const locked =
      'Too many incorrect answers. Password recovery for this account is locked; please try again in 24 hours.';
    stubApi({ ...happyApi, 'POST /api/forgot-password/verify': json(429, { message: locked }) });
    const { user } = renderFlow();
    await toQuestions(user);
    await user.type(screen.getByLabelText(QUESTIONS.question1), 'Rome');
    await user.type(screen.getByLabelText(QUESTIONS.question2), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    await vi.waitFor(() => expect(toastText()).toContain('Verification failed'));
    expect(toastText()).toContain(locked);
  });

  it('a server error on verify: "Verification failed" / "Please check your answers and try again"', async () => {
    stubApi({ ...happyApi, 'POST /api/forgot-password/verify': new Response('', { status: 500 }) });
    const { user } = renderFlow();
    await toQuestions(user);
    await user.type(screen.getByLabelText(QUESTIONS.question1), 'Rome');
    await user.type(screen.getByLabelText(QUESTIONS.question2), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));
    await vi.waitFor(() =>
      expect(toastText()).toBe('Verification failedPlease check your answers and try again'),
    );
  });

  it('passwords that differ: "Password mismatch", nothing sent', async () => {
    const fetchMock = stubApi(happyApi);
    const { user } = renderFlow();
    await toNewPassword(user);
    await user.type(screen.getByLabelText('New Password'), 'Marble-Harbor-19');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Marble-Harbor-91');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(toastText()).toContain('Password mismatch');
    expect(toastText()).toContain('Passwords do not match');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/reset-password')).toBe(false);
  });

  it('a password under 6 characters: "Password too short", nothing sent', async () => {
    const fetchMock = stubApi(happyApi);
    const { user } = renderFlow();
    await toNewPassword(user);
    await user.type(screen.getByLabelText('New Password'), 'abc12');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(toastText()).toContain('Password too short');
    expect(toastText()).toContain('Password must be at least 6 characters long');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/reset-password')).toBe(false);
  });

  it('a failed reset: "Reset failed" with the SPEC text, or the reason the server gives', async () => {
    let answer = new Response('', { status: 500 });
    stubApi({ ...happyApi, 'POST /api/reset-password': () => answer });
    const { user } = renderFlow();
    await toNewPassword(user);
    await user.type(screen.getByLabelText('New Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() =>
      expect(toastText()).toBe('Reset failedFailed to reset password. Please try again.'),
    );
    answer = json(400, {
      message: 'This password is too common. Please choose a less predictable one.',
      field: 'newPassword',
    });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() =>
      expect(toastText()).toBe(
        'Reset failedThis password is too common. Please choose a less predictable one.',
      ),
    );
  });
});
