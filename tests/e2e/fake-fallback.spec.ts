// The fake when the story server cannot be reached, answers with an error or does not answer: it is
// made on the device, and the round goes on (issue 21). The SPEC §8 toast and Try Again, for when
// the device cannot make it either, are tested in story-input-screen.test.tsx. Each game opens at
// its last writer's turn (saved-game.ts), whose entry asks for the fake.
import { expect, test, type Page } from '@playwright/test';
import { snap, tellAll, writeEntry } from './game-helpers';
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
  await tellAll(page, names);
});

test('a server error: the device makes the fake, without an error', async ({ page }) => {
  await page.route('**/api/generate-story', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await lastEntry(page, (name) => `${name} story.`);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await expect(page.getByText('Failed to generate content')).toHaveCount(0);
});

test('a server that does not answer: the device makes the fake after a short wait', async ({
  page,
}) => {
  // a server busy for 25 s (issue 21): the round must not wait for it
  await page.route('**/api/generate-story', () => new Promise(() => {}));
  await lastEntry(page, (name) => `${name} story.`);
  await expect(page.getByText('Preparing stories...')).toBeVisible();
  await snap(page, 'game-23-preparing');
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 10_000 });
});
