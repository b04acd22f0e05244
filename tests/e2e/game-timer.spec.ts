// The discussion timer with Playwright's clock: the halfway notice after 60 s, a reload resumes
// from the deadline, and the end enables Proceed to Voting.
import { expect, test } from '@playwright/test';
import { addPlayers, configureAndStart, snap, tellAll, writeAll } from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { useClock } from './page-helpers';

test.use({ serviceWorkers: 'block' });

test('the discussion countdown, halfway notice and resume after reload', async ({ page }) => {
  test.setTimeout(90_000);
  await useClock(page);
  await storeCookieChoice(page);
  const names = ['Ann', 'Bob', 'Cy'];
  await addPlayers(page, names);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // 3-minute discussion.
  await page.getByRole('button', { name: 'Decrease Discussion Time' }).click();
  await page.getByRole('button', { name: 'Decrease Discussion Time' }).click();
  await page.goBack();
  await configureAndStart(page, { rounds: 1, categories: [] });
  await writeAll(page, names, 1);
  await tellAll(page, names);

  const timer = page.getByRole('timer');
  const notice = page.getByTestId('halfway-notice');
  await expect(timer).toHaveText(/^0[23]:\d\d$/);
  await expect(notice).toBeEmpty();
  await page.clock.fastForward('01:01');
  await expect(notice).toHaveText('Halfway there! Final minute...');
  await expect(timer).toHaveText(/^01:5\d$/);
  await snap(page, 'game-19-discussion-halfway');

  await page.reload();
  await expect(page).toHaveURL(/\/discussion$/);
  await expect(timer).toHaveText(/^01:5\d$/);
  await expect(notice).toHaveText('Halfway there! Final minute...');
  await expect(page.getByRole('button', { name: 'Proceed to Voting' })).toHaveCount(0);

  await page.clock.fastForward('02:00');
  await expect(timer).toHaveText('00:00');
  await expect(notice).toBeEmpty();
  await page.getByRole('button', { name: 'Proceed to Voting' }).click();
  await expect(page).toHaveURL(/\/voting-transition$/);
});

test('the table pauses the clock, adds a minute, and a reload keeps it paused (issue 15)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useClock(page);
  await storeCookieChoice(page);
  const names = ['Ann', 'Bob', 'Cy'];
  await addPlayers(page, names);
  await configureAndStart(page, { rounds: 1, categories: [] }); // a 5-minute discussion
  await writeAll(page, names, 1);
  await tellAll(page, names);

  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^0[45]:\d\d$/);
  await page.clock.fastForward('00:20');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const paused = (await timer.textContent())!;
  expect(paused).toMatch(/^04:[34]\d$/);
  await page.clock.fastForward('02:00');
  await expect(timer).toHaveText(paused);
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();

  // +1 min while paused: one minute more on the clock, still paused.
  await page.getByRole('button', { name: '+1 min' }).click();
  const plusOne = `05:${paused.slice(3)}`;
  await expect(timer).toHaveText(plusOne);
  await snap(page, 'issue15-discussion-paused');

  // A reload shows the same time, still paused: not a restarted timer.
  await page.reload();
  await expect(page).toHaveURL(/\/discussion$/);
  await expect(timer).toHaveText(plusOne);
  await page.clock.fastForward('01:00');
  await expect(timer).toHaveText(plusOne);

  // Resume counts down from there.
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.fastForward('00:10');
  await expect(timer).not.toHaveText(plusOne);
  await expect(timer).toHaveText(/^05:[23]\d$/);
  await page.getByRole('button', { name: 'Skip Timer' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to Voting' })).toBeVisible();
});
