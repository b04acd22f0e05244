// A reload at any point comes back to the same step behind a neutral "pass the device" screen, with
// the entries and votes kept; Back never shows the previous player's entry or vote. Each test opens
// a one-round game of Ann, Bob and Cy where its subject starts, from a save the engine played to
// (saved-game.ts).
import { expect, test, type Page } from '@playwright/test';
import {
  checkReveal,
  expectHandOver,
  snap,
  takeTheDevice,
  voteAll,
  writeEntry,
} from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { tapWhenArmed, useClock } from './page-helpers';
import { openSavedGame, SavedGame } from './saved-game';

test.use({ serviceWorkers: 'block' });

const names = ['Ann', 'Bob', 'Cy'];

const setUp = () => SavedGame.setUp({ names });
const started = () => SavedGame.started({ names });
/** Every entry in and read, the discussion skipped: "pass the device" to the first voter. */
const atVoting = () => started().writeAll().fake().tellAll().skipDiscussion();

/** The writer whose turn it is, behind "Pass the Device", says they are ready. */
async function ready(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Pass the Device' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "I'm Ready" }).click();
}

test.beforeEach(async ({ page }) => {
  await useClock(page);
  await storeCookieChoice(page);
});

test('reload at story input: the next writer, behind the pass-the-device screen', async ({
  page,
}) => {
  await openSavedGame(page, setUp(), '/game-settings');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await writeEntry(page, 'Ann', 'Ann reloaded story.');
  await page.reload();
  await expect(page).toHaveURL(/\/story-input$/);
  await expect(page.getByRole('heading', { name: 'Pass the Device' })).toBeVisible();
  await expect(page.getByText('Bob', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await snap(page, 'game-17-resume-pass-the-device');
  await page.getByRole('button', { name: "I'm Ready" }).click();
  await writeEntry(page, 'Bob', 'Bob story.');
  await writeEntry(page, 'Cy', 'Cy story.');
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  // Ann's entry was kept: each reader sees their own entry, except the faker who sees the fake.
  await page.getByRole('button', { name: 'Start Sharing' }).click();
  const written: Record<string, string> = {
    Ann: 'Ann reloaded story.',
    Bob: 'Bob story.',
    Cy: 'Cy story.',
  };
  const shown: Record<string, string> = {};
  for (const name of names) {
    await takeTheDevice(
      page,
      name,
      page.getByRole('heading', { name: `${name}, read this out loud` }),
    );
    shown[name] = ((await page.getByRole('blockquote').textContent()) ?? '').replace(/[“”]/g, '');
    await tapWhenArmed(
      page.getByRole('button', { name: /^(Next Player|Continue to Discussion)$/ }),
    );
  }
  const own = names.filter((n) => shown[n] === written[n]);
  expect(own).toHaveLength(2);
  const faker = names.find((n) => !own.includes(n))!;
  expect(Object.values(written)).not.toContain(shown[faker]);
});

test('reload at voting: the same voter next, votes kept', async ({ page }) => {
  await openSavedGame(page, atVoting());
  let reloaded = false;
  const record = await voteAll(page, names, (voter) => (voter === 'Ann' ? 'Bob' : 'Ann'), {
    afterVote: async (voter) => {
      if (voter !== 'Ann' || reloaded) return;
      reloaded = true;
      await page.reload();
      await expect(page).toHaveURL(/\/voting$/);
    },
  });
  await checkReveal(page, names, record, 'Round 1 of 1 · Final round');
});

test('reload at the reveal: same points, not scored twice', async ({ page }) => {
  await openSavedGame(page, atVoting());
  const record = await voteAll(page, names, (voter) => (voter === 'Cy' ? 'Ann' : 'Cy'));
  await page.reload();
  await expect(page).toHaveURL(/\/reveal$/);
  const points = await checkReveal(page, names, record, 'Round 1 of 1 · Final round');
  await page.reload();
  await checkReveal(page, names, record, 'Round 1 of 1 · Final round');
  await page.getByRole('button', { name: 'View Final Scores' }).click();
  const rows = page.getByTestId('final-score');
  for (const name of names) {
    await expect(rows.filter({ hasText: name }).locator('td').last()).toHaveText(
      String(points[name]),
    );
  }
});

test('Back never shows the previous writer’s entry', async ({ page }) => {
  await openSavedGame(page, setUp(), '/game-settings');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await writeEntry(page, 'Ann', 'SECRET-ANN-ENTRY');
  // issue 21: Bob's screen waits behind the pass-the-device screen
  await expect(page.getByText("It's Bob's turn to tell a story.")).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/story-input$/);
  expect(await page.content()).not.toContain('SECRET-ANN-ENTRY');
  // issue 21: the game's notice is at the top, in sight and focused, not a fresh-looking setup
  const notice = page.getByRole('region', { name: 'Game in progress' });
  await expect(notice).toBeInViewport();
  await expect(notice).toBeFocused();
  await expect(page.getByRole('button', { name: 'Return to Game' })).toBeVisible();
  await snap(page, 'game-22-game-in-progress-notice');
  await page.goForward();
  await expect(page).toHaveURL(/\/story-input$/);
  await takeTheDevice(page, 'Bob', page.getByText("Bob's Turn"));
  await expect(page.getByRole('textbox')).toHaveValue('');
  expect(await page.content()).not.toContain('SECRET-ANN-ENTRY');
  // Return to Game from the settings screen goes back to the same writer.
  await page.goBack();
  await page.getByRole('button', { name: 'Return to Game' }).click();
  await expect(page.getByText("Bob's Turn")).toBeVisible();
});

test('a game opened as the first page of a tab: Back lands on the game notice, not off the site', async ({
  page,
}) => {
  await openSavedGame(page, atVoting());
  await expect(page).toHaveURL(/\/voting-transition$/);
  await expect(page.getByText("It's Ann's turn to vote.")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/game-settings$/);
  await expect(page.getByRole('region', { name: 'Game in progress' })).toBeInViewport();
  await page.getByRole('button', { name: 'Return to Game' }).click();
  await expect(page.getByText("It's Ann's turn to vote.")).toBeVisible();
});

test('Back never shows the previous voter’s vote', async ({ page }) => {
  await openSavedGame(page, atVoting());
  await page.getByRole('button', { name: 'Ready to Vote' }).click();
  await page.getByRole('radio', { name: 'Cy', exact: true }).click();
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByText("It's Bob's turn to vote.")).toBeVisible();
  await page.goBack();
  // no ballot (the game settings' "How the fake is made" radios are not one)
  await expect(page.getByRole('radio', { name: /^(Ann|Bob|Cy)$/ })).toHaveCount(0);
  await expect(page.getByText("Bob's Vote")).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/voting$/);
  // Still the neutral screen for Bob; then Bob's ballot with nothing chosen.
  await expect(page.getByText("It's Bob's turn to vote.")).toBeVisible();
  await page.getByRole('button', { name: 'Ready to Vote' }).click();
  await expect(page.getByText("Bob's Vote")).toBeVisible();
  for (const radio of await page.getByRole('radio').all()) {
    await expect(radio).toHaveAttribute('aria-checked', 'false');
  }
  // Typing a step's URL does not jump back either.
  await page.goto('/discussion');
  await expect(page).toHaveURL(/\/voting$/);
});

test('the hidden page covers a secret screen', async ({ page }) => {
  await openSavedGame(page, started().write('Ann story.'));
  await ready(page, 'Bob');
  await page.getByRole('textbox').fill('Half-written secret');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByRole('heading', { name: 'Screen Hidden' })).toBeVisible();
  await expect(page.getByText('Half-written secret')).toBeHidden();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await snap(page, 'game-18-screen-hidden');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox')).toHaveValue('Half-written secret');
});

test('opening the home screen mid-game (a relaunch) resets the flow, and "Resume game" brings the game back', async ({
  page,
}) => {
  await openSavedGame(page, started().write('Ann wrote this before the relaunch.'));
  // the installed app launches at "/" (or a sleeping tab reloads there)
  await page.goto('/');
  const offer = page.getByRole('region', { name: /Unfinished game/ });
  await expect(offer).toContainText('Unfinished game: round 1 of 1, Ann, Bob and Cy');
  await snap(page, 'game-24-home-resume-offer');
  // SPEC §2's reset happened: the setup shows no game in progress
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('heading', { name: "Who's Playing?" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game in progress' })).toHaveCount(0);
  await page.goBack();
  // the offer is still there, and resumes the game exactly: Ann's entry kept, Bob's turn
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(page).toHaveURL(/\/story-input$/);
  // the offer is used up (a later relaunch sets the game aside again, as it then stands)
  expect(await page.evaluate(() => localStorage.getItem('fakeoutSuspendedGame'))).toBeNull();
  // behind the hand-over to Bob, with nothing of Ann's on the page
  await expectHandOver(page, 'Bob');
  await writeEntry(page, 'Bob', 'Bob story.');
  await writeEntry(page, 'Cy', 'Cy story.');
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
});

test('changing the setup mid-game asks first; Cancel keeps the game', async ({ page }) => {
  await openSavedGame(page, started().write('Ann story before the detour.'));
  await page.goto('/game-settings');
  const notice = page.getByRole('region', { name: 'Game in progress' });
  await expect(notice).toContainText('A game is in progress (round 1 of 1).');
  await page.getByRole('button', { name: 'Increase Rounds' }).click();
  const dialog = page.getByRole('dialog', { name: 'End the current game?' });
  await expect(dialog).toContainText('Round 1 of 1 with Ann, Bob and Cy is still being played.');
  await snap(page, 'game-25-end-game-question');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // the game is still there, Ann's entry kept
  await notice.getByRole('button', { name: 'Return to Game' }).click();
  await expect(page).toHaveURL(/\/story-input$/);
  await expect(page.getByRole('heading', { name: 'Pass the Device' })).toBeVisible();
  await page.getByRole('button', { name: "I'm Ready" }).click();
  await expect(page.getByText("Bob's Turn")).toBeVisible();
});
