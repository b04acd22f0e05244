// Readable at 200% zoom: a 390 px phone at 200% lays out like a 195 px wide viewport. Every game
// screen must fit its width (no sideways scrolling) and keep its controls reachable.
import { expect, test, type Page } from '@playwright/test';
import { storeCookieChoice } from './legal-helpers';
import { passReveal, takeTheDevice } from './game-helpers';
import { finishFades, tapWhenArmed, useClock } from './page-helpers';

test.use({ serviceWorkers: 'block', viewport: { width: 195, height: 422 } });

/** The innermost elements sticking out on the right (for the failure message). */
function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 1;
    const sticksOut = (el: Element) =>
      el.getBoundingClientRect().width > 1 && // not a screen-reader-only element
      (el.getBoundingClientRect().right > limit || el.scrollWidth > el.clientWidth + 1);
    return [...document.querySelectorAll('main *')]
      .filter(sticksOut)
      .filter((el) => ![...el.children].some(sticksOut))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}"`)
      .slice(0, 5);
  });
}

async function fitsWidth(page: Page, name: string) {
  await finishFades(page);
  // Toasts are the foundation's (components/toast), measured on their own elsewhere.
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  if (await dismiss.isVisible()) {
    await dismiss.click();
    await expect(dismiss).toHaveCount(0);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const culprits = overflow > 0 ? await tooWide(page) : [];
  expect(overflow, `${name} scrolls sideways: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}

test('every game screen fits at 200% zoom', async ({ page }) => {
  await useClock(page);
  await storeCookieChoice(page);
  const names = ['Alexandra', 'Bartholomew', 'Cy'];
  await page.goto('/');
  // (The home screen's own layout belongs to the foundation: not checked here.)
  await page.getByRole('button', { name: 'Start Game' }).click();
  for (const name of names) {
    await page.getByLabel('Player name').fill(name);
    await page.getByLabel('Player name').press('Enter');
  }
  await fitsWidth(page, 'player setup');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Decrease Rounds' }).click();
  await page.getByRole('button', { name: 'Decrease Rounds' }).click();
  await page.getByRole('button', { name: 'About Awkward Moments' }).click();
  await fitsWidth(page, 'game settings');
  await page.getByRole('button', { name: 'Start Game' }).click();
  for (const [i, name] of names.entries()) {
    if (i > 0) await fitsWidth(page, 'pass the device');
    await takeTheDevice(page, name, page.getByText(`${name}'s Turn`));
    await fitsWidth(page, 'story input');
    await page.getByRole('textbox').fill(`${name} once walked into a glass door at a wedding.`);
    await page.getByRole('button', { name: 'Submit Story' }).click();
  }
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await fitsWidth(page, 'storytell transition');
  await page.getByRole('button', { name: 'Start Sharing' }).click();
  for (const name of names) {
    await takeTheDevice(
      page,
      name,
      page.getByRole('heading', { name: `${name}, read this out loud` }),
    );
    await fitsWidth(page, 'storytelling');
    await tapWhenArmed(
      page.getByRole('button', { name: /^(Next Player|Continue to Discussion)$/ }),
    );
  }
  await expect(page).toHaveURL(/\/discussion$/);
  await fitsWidth(page, 'discussion');
  await finishFades(page);
  await page.screenshot({
    path: 'test-results/screenshots/game-zoom-discussion.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Skip Timer' }).click();
  await page.getByRole('button', { name: 'Proceed to Voting' }).click();
  await fitsWidth(page, 'voting transition');
  await page.screenshot({ path: 'test-results/screenshots/game-zoom-voting-transition.png' });
  for (let i = 0; i < names.length; i++) {
    await tapWhenArmed(page.getByRole('button', { name: 'Ready to Vote' }));
    await fitsWidth(page, 'voting');
    if (i === 0) await page.screenshot({ path: 'test-results/screenshots/game-zoom-voting.png' });
    await page.getByRole('radio').first().click();
    await tapWhenArmed(page.getByRole('button', { name: 'Submit Vote' }));
  }
  await expect(page).toHaveURL(/\/reveal$/);
  await passReveal(page);
  await fitsWidth(page, 'reveal');
  await finishFades(page);
  await page.screenshot({ path: 'test-results/screenshots/game-zoom-reveal.png', fullPage: true });
  await page.getByRole('button', { name: 'View Final Scores' }).click();
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await finishFades(page);
  await page.screenshot({
    path: 'test-results/screenshots/game-zoom-end-game.png',
    fullPage: true,
  });
  await fitsWidth(page, 'end game');
  await page.goto('/settings');
  await fitsWidth(page, 'settings');
  await page.goto('/how-to-play');
  await fitsWidth(page, 'how to play');
});
