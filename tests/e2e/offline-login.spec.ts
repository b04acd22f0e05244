// Issue 21, item 11: logging in with the phone offline said "Login failed / Login failed". Offline
// here is the browser's own (the connection drops after the page loaded), as on a phone.
import { expect, test } from '@playwright/test';
import { storeCookieChoice } from './legal-helpers';

test.use({ serviceWorkers: 'block' });

test.beforeEach(({ page }) => storeCookieChoice(page));

test('a login with the phone offline says the phone is offline', async ({ page, context }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Sparkly-Otter-42');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Login failed', { timeout: 10_000 });
  await expect(toast).toContainText('Your phone is offline. Check your connection and try again.');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
});
