// Accounts in a real browser against the production build: register → log out → log in → save
// settings to the account → forgot password → log in with the new password; the user menu's admin
// and premium states; every auth screen scanned with axe and photographed at 390×844.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeCookieChoice } from './legal-helpers';
import { finishFades } from './page-helpers';

// page.route must see every call (a service worker would answer some itself).
test.use({ serviceWorkers: 'block' });

const SHOTS = 'test-results/screenshots';

// A cookie choice is stored, so the banner does not cover the screens under test.
test.beforeEach(({ page }) => storeCookieChoice(page));

/** Ends the screen's fade-in, photographs it, and expects zero axe violations. */
async function checkScreen(page: Page, name: string) {
  await finishFades(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

function toast(page: Page) {
  return page.getByTestId('toast');
}

async function dismissToast(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  if (await close.isVisible()) await close.click();
}

async function openUserMenu(page: Page, username: string) {
  await page.getByRole('button', { name: username }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('register → log out → log in → save settings → forgot password → log in with the new password', async ({
  page,
}) => {
  test.setTimeout(240_000); // one long journey with nine axe scans
  const id = Date.now().toString(36);
  const username = `e2e_${id}`;
  const email = `e2e.${id}@example.com`;
  const password = 'Sparkly-Otter-42';
  const newPassword = 'Marble-Harbor-19';

  // The auth screen: Log in tab first.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fakeout' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await checkScreen(page, 'auth-login');

  // Register.
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill('not the same');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(password);
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByLabel('Security Question 1').selectOption('city-of-birth');
  await expect(
    page.getByLabel('Security Question 2').locator('option[value="city-of-birth"]'),
  ).toHaveCount(0);
  await page.getByLabel('Answer 1').fill('New York');
  await page.getByLabel('Security Question 2').selectOption('first-pet');
  await page.getByLabel('Answer 2').fill('Biscuit');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await checkScreen(page, 'auth-register');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Registration successful');
  await expect(toast(page)).toContainText(`Welcome, ${username}!`);
  const cached = await page.evaluate(() => localStorage.getItem('authUserData'));
  expect(JSON.parse(cached!)).toMatchObject({ username, email, isAdmin: false, isPremium: false });
  expect(cached).not.toContain(password);
  expect(cached).not.toContain('New York');

  // The session cookie (production build): __Host-, Secure, HttpOnly, SameSite=Lax, 30 days,
  // never readable by scripts.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith('fakeout_session'))!;
  expect(session).toMatchObject({
    name: '__Host-fakeout_session',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
  });
  expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('fakeout_session');

  // The user menu, then log out.
  await dismissToast(page);
  const menu = await openUserMenu(page, username);
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(menu.getByText('Premium Account')).toHaveCount(0);
  await checkScreen(page, 'user-menu');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page)).toContainText('You have been logged out successfully');
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authUserData'))).toBeNull();

  // Log in again.
  await page.getByRole('button', { name: 'Log in / Register' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email.toUpperCase(), password);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText(`Welcome back, ${username}!`);

  // A signed-in user visiting /auth goes home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  // Save settings to the account.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('radio', { name: /Teens/ }).click();
  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Save Settings to Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Account Settings Saved');
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ username, randomnessLevel: 30, ageRange: 'teens' });
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('authUserData')))!),
  ).toMatchObject({
    randomnessLevel: 30,
    ageRange: 'teens',
  });

  // Log out, then recover the account.
  await dismissToast(page);
  await (await openUserMenu(page, username)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible();
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await checkScreen(page, 'forgot-password-1-username');

  await page.getByLabel('Username').fill('nobody-by-that-name');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page)).toContainText('User not found');
  await dismissToast(page);
  await page.getByLabel('Username').fill(username.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Security Questions' })).toBeVisible();
  await checkScreen(page, 'forgot-password-2-questions');

  await page.getByLabel('In what city were you born?').fill('Boston');
  await page.getByLabel("What was your first pet's name?").fill('Biscuit');
  await page.getByRole('button', { name: 'Verify Answers' }).click();
  await expect(toast(page)).toContainText('Incorrect answers');
  await checkScreen(page, 'forgot-password-2-incorrect');
  await dismissToast(page);
  await page.getByLabel('In what city were you born?').fill('  new   YORK ');
  await page.getByRole('button', { name: 'Verify Answers' }).click();
  await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();
  await checkScreen(page, 'forgot-password-3-new-password');

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await checkScreen(page, 'forgot-password-4-success');

  // The old password no longer works; the new one does.
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email, password);
  await expect(toast(page)).toContainText('Login failed');
  await expect(toast(page)).toContainText('Invalid email or password');
  await checkScreen(page, 'auth-login-failed');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText(`Welcome back, ${username}!`);
});

test('the user menu of an admin with a premium account', async ({ page }) => {
  await page.route('**/api/user', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        username: 'boss',
        email: 'boss@example.com',
        randomnessLevel: 50,
        ageRange: 'adults',
        isAdmin: true,
        isPremium: true,
      }),
    }),
  );
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'boss' });
  await expect(trigger).toContainText('BO');
  const menu = await openUserMenu(page, 'boss');
  await expect(menu.getByText('Premium Account')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Admin Dashboard', 'Logout']);
  await checkScreen(page, 'user-menu-admin-premium');

  // The premium label does not navigate; Admin Dashboard goes to /admin.
  await menu.getByText('Premium Account').click();
  await expect(page).toHaveURL(/\/$/);
  await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a premium user who is not an admin sees the label but no dashboard', async ({ page }) => {
  await page.route('**/api/user', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        username: 'vip',
        email: 'vip@example.com',
        randomnessLevel: 50,
        ageRange: 'adults',
        isAdmin: false,
        isPremium: true,
      }),
    }),
  );
  await page.goto('/');
  const menu = await openUserMenu(page, 'vip');
  await expect(menu.getByText('Premium Account')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Logout']);
});

test('a cross-site form post to the API is refused', async ({ request }) => {
  const res = await request.post('/api/login', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: { email: 'a@example.com', password: 'whatever' },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: 'Cross-site requests are not allowed' });
  const form = await request.post('/api/login', {
    form: { email: 'a@example.com', password: 'x' },
  });
  expect(form.status()).toBe(415);
});
