// The fake when the story server cannot be reached, answers with an error or does not answer: it is
// made on the device, and the round goes on (issue 21). The SPEC §8 toast and Try Again, for when
// the device cannot make it either, are tested in story-input-screen.test.tsx.
import { expect, test } from '@playwright/test';
import { addPlayers, configureAndStart, writeEntry } from './game-helpers';
import { storeCookieChoice } from './legal-helpers';

test.use({ serviceWorkers: 'block' });

const names = ['Ann', 'Bob', 'Cy'];

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page);
  await addPlayers(page, names);
  await configureAndStart(page, { rounds: 1, categories: [] });
});

test('an unreachable server: the device makes the fake and the game goes on', async ({ page }) => {
  await page.route('**/api/generate-story', (route) => route.abort('internetdisconnected'));
  for (const name of names) await writeEntry(page, name, `${name} went to the zoo and fed a goat.`);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Start Sharing' }).click();
  for (let i = 0; i < names.length; i++) {
    await expect(page.getByRole('blockquote')).not.toBeEmpty();
    await page.getByRole('button', { name: /^(Next Player|Continue to Discussion)$/ }).click();
  }
  await expect(page).toHaveURL(/\/discussion$/);
});

test('a server error: the device makes the fake, without an error', async ({ page }) => {
  await page.route('**/api/generate-story', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  for (const name of names) await writeEntry(page, name, `${name} story.`);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a server that does not answer: the device makes the fake after a short wait', async ({
  page,
}) => {
  // a server busy for 25 s (issue 21): the round must not wait for it
  await page.route('**/api/generate-story', () => new Promise(() => {}));
  for (const name of names) await writeEntry(page, name, `${name} story.`);
  await expect(page.getByText('Preparing stories...')).toBeVisible();
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 10_000 });
});
