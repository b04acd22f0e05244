// The fake when the story server cannot be reached (made on the device) and when it answers with
// an error (the SPEC §8 toast and a retry). Each game opens at its last writer's turn (saved-game.ts),
// whose entry asks for the fake.
import { expect, test, type Page } from '@playwright/test';
import { snap, writeEntry } from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { tapWhenArmed } from './page-helpers';
import { openSavedGame, SavedGame } from './saved-game';

test.use({ serviceWorkers: 'block' });

const names = ['Ann', 'Bob', 'Cy'];

/** Ann and Bob have written `entry(name)`; Cy writes hers through the screen. */
async function lastEntry(page: Page, entry: (name: string) => string) {
  const saved = SavedGame.started({ names }).write(entry('Ann'), entry('Bob'));
  await openSavedGame(page, saved);
  await tapWhenArmed(page.getByRole('button', { name: "I'm Ready" }));
  await writeEntry(page, 'Cy', entry('Cy'));
}

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page);
});

test('an unreachable server: the device makes the fake and the game goes on', async ({ page }) => {
  await page.route('**/api/generate-story', (route) => route.abort('internetdisconnected'));
  await lastEntry(page, (name) => `${name} went to the zoo and fed a goat.`);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Start Sharing' }).click();
  for (let i = 0; i < names.length; i++) {
    await expect(page.getByRole('blockquote')).not.toBeEmpty();
    await page.getByRole('button', { name: /^(Next Player|Continue to Discussion)$/ }).click();
  }
  await expect(page).toHaveURL(/\/discussion$/);
});

test('a server error: the SPEC toast, then Try Again', async ({ page }) => {
  await page.route('**/api/generate-story', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await lastEntry(page, (name) => `${name} story.`);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to generate content: 500: boom');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await snap(page, 'game-23-prepare-failed');
  await page.unroute('**/api/generate-story');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
});
