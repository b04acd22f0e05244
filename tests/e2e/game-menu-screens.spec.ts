// The menu's other screens: How to Play and Settings (as a guest).
import { expect, test } from '@playwright/test';
import { snap } from './game-helpers';
import { storeCookieChoice } from './legal-helpers';

test.use({ serviceWorkers: 'block' });

test('how to play: five cards and back to the menu', async ({ page }) => {
  await storeCookieChoice(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'How to Play' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  await snap(page, 'game-20-how-to-play');
  await page.getByRole('button', { name: 'Back to Menu' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('settings as a guest: saved on this device, then home', async ({ page }) => {
  await storeCookieChoice(page);
  await page.goto('/settings');
  const save = page.getByRole('button', { name: 'Save Settings Locally' });
  await expect(save).toBeVisible();
  const slider = page.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Balanced (3 of 5)');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', 'More Believable (1 of 5)');
  await page.getByRole('radio', { name: /Adults 30 to 49/ }).click();
  await snap(page, 'game-21-settings');
  await save.click();
  await expect(page.getByTestId('toast')).toContainText('Settings Saved Locally');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('gameSettings'))).toBe(
    '{"randomnessLevel":10,"ageRange":"adults"}',
  );
});
