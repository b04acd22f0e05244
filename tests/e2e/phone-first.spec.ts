// Issue 16's phone-first polish, checked the way an outsider would at 390×844: every tap target is
// at least 44×44 CSS px on every screen, the main action is in reach with the keyboard closed and
// open, toasts hide neither the heading nor the main action and do not outstay their screen, and no
// blank loading screen comes between two screens.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addPlayers,
  configureAndStart,
  passReveal,
  readAll,
  skipDiscussion,
  snap,
  tellAll,
  voteAll,
  writeAll,
  writeEntry,
} from './game-helpers';
import { chooseCookies, storeCookieChoice } from './legal-helpers';
import { finishFades, useClock } from './page-helpers';

test.use({ serviceWorkers: 'block' });

const PHONE = { width: 390, height: 844 };
/** A phone keyboard's height: emulated by shrinking the viewport, as Chromium on Android does. */
const KEYBOARD_PX = 336;
const MIN_TARGET_PX = 44;

/** Every visible interactive element smaller than 44×44, described for the failure message. */
async function smallTargets(page: Page, screen: string): Promise<string[]> {
  await finishFades(page); // the 0.5 s fade
  const found = await page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=slider]',
      '[role=switch]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=tab]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        if (el.closest('[inert], [aria-hidden="true"]')) return false;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // Radix's form mirror inputs are hidden from everyone (1 px, no pointer events).
        if (style.pointerEvents === 'none' || style.visibility === 'hidden') return false;
        return box.width > 0 && box.height > 0;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return { tag: el.tagName.toLowerCase(), name, w: box.width, h: box.height };
      })
      .filter(({ w, h }) => Math.round(w) < min || Math.round(h) < min)
      .map(({ tag, name, w, h }) => `${tag} "${name}" ${Math.round(w)}×${Math.round(h)}`);
  }, MIN_TARGET_PX);
  return found.map((target) => `${screen}: ${target}`);
}

function boxOf(locator: Locator) {
  return locator.boundingBox().then((box) => {
    if (!box) throw new Error('not rendered');
    return box;
  });
}

/** The locator's box lies wholly inside the visible viewport (no scrolling needed to reach it). */
async function expectInViewport(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const viewport = page.viewportSize()!;
  expect(box.y, 'top edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom edge on screen').toBeLessThanOrEqual(viewport.height);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast is on screen and covers neither the screen's heading nor the given action. */
async function expectToastClearOf(page: Page, heading: Locator, action: Locator) {
  const toastBox = await boxOf(page.getByTestId('toast'));
  expect(overlaps(toastBox, await boxOf(heading)), 'toast covers the heading').toBe(false);
  expect(overlaps(toastBox, await boxOf(action)), 'toast covers the main action').toBe(false);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('every screen: tap targets of at least 44×44 CSS px', async ({ page }) => {
  test.setTimeout(120_000); // it walks every screen of the app
  await useClock(page);
  const small: string[] = [];
  // First visit: the cookie banner is up on the home screen.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookies on Fakeout' })).toBeVisible();
  small.push(...(await smallTargets(page, 'home with cookie banner')));
  await chooseCookies(page, 'Necessary Only');

  for (const [path, heading] of [
    ['/', 'Fakeout'],
    ['/how-to-play', 'How to Play'],
    ['/settings', 'Settings'],
    ['/auth', 'Fakeout'],
    ['/forgot-password', 'Reset Password'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookie-settings', 'Cookie Settings'],
    ['/logo', 'Logo'],
    ['/admin', 'Admin'],
    ['/nope', 'Page Not Found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    small.push(...(await smallTargets(page, `${path} (${heading})`)));
  }
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  small.push(...(await smallTargets(page, '/auth register')));

  const names = ['Ann', 'Bob', 'Cy'];
  await addPlayers(page, names);
  small.push(...(await smallTargets(page, '/player-setup')));
  await button(page, 'Next').click();
  small.push(...(await smallTargets(page, '/game-settings')));
  await page.goto('/player-setup');
  await configureAndStart(page, { rounds: 1, categories: ['Awkward Moments'] });
  await writeEntry(page, 'Ann', 'Ann once met a famous chef.');
  small.push(...(await smallTargets(page, '/story-input')));
  for (const name of names.slice(1)) await writeEntry(page, name, `${name} true tale.`);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  small.push(...(await smallTargets(page, '/storytell-transition')));
  await button(page, 'Start Sharing').click();
  small.push(...(await smallTargets(page, '/storytelling')));
  await readAll(page, names);
  small.push(...(await smallTargets(page, '/discussion')));
  await skipDiscussion(page);
  small.push(...(await smallTargets(page, '/voting-transition')));
  await voteAll(page, names, (_voter, others) => others[0]!, {
    beforeVote: async (voter) => {
      if (voter === names[0]) small.push(...(await smallTargets(page, '/voting')));
    },
  });
  await passReveal(page);
  small.push(...(await smallTargets(page, '/reveal')));
  await page.getByRole('button', { name: 'View Final Scores' }).click();
  await expect(page).toHaveURL(/\/end-game$/);
  small.push(...(await smallTargets(page, '/end-game')));

  expect(small).toEqual([]);
});

test('the main action is pinned in reach: long settings, 8 players, and above the keyboard', async ({
  page,
}) => {
  await storeCookieChoice(page);
  const eight = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
  await addPlayers(page, eight);
  const next = button(page, 'Next');
  await expectInViewport(page, next);
  await page.screenshot({ path: 'test-results/screenshots/issue16-1-player-setup-8.png' });
  await next.click();

  // Game Settings is about 1,300 px long: its main action stays in reach wherever the page is
  // scrolled (it counts the categories still to pick, then says Start Game).
  const start = page.getByRole('button', { name: /^(Start Game|Select \d+ more categor)/ });
  await expect(page.getByRole('heading', { name: 'Game Settings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
    PHONE.height,
  );
  await expectInViewport(page, start);
  await page.mouse.wheel(0, 500);
  await expectInViewport(page, start);
  await page.screenshot({ path: 'test-results/screenshots/issue16-2-game-settings-pinned.png' });
  await snap(page, 'issue16-2-game-settings-full');
  await button(page, 'Decrease Rounds').click();
  await button(page, 'Decrease Rounds').click();
  await page.getByRole('switch', { name: 'Awkward Moments', exact: true }).click();
  await start.click();

  // Story input with the keyboard closed, then open (focused text area, shorter viewport).
  const submit = page.getByRole('button', { name: 'Submit Story' });
  const area = page.getByRole('textbox');
  await expect(area).toBeVisible();
  await expectInViewport(page, submit);
  await page.screenshot({ path: 'test-results/screenshots/issue16-3-story-keyboard-closed.png' });
  await area.focus();
  // The keyboard opens: the page gets shorter and the phone scrolls the focused field into view.
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height - KEYBOARD_PX });
  await area.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  await page.waitForTimeout(300);
  await expectInViewport(page, submit);
  await expectInViewport(page, area);
  expect(overlaps(await boxOf(area), await boxOf(submit)), 'Submit covers the text area').toBe(
    false,
  );
  await area.fill('I once ate an entire wedding cake by myself.');
  await page.screenshot({ path: 'test-results/screenshots/issue16-4-story-keyboard-open.png' });
  await submit.click();
  // The confirmation shows above the keyboard.
  await expect(page.getByTestId('toast')).toContainText('Story Submitted');
  await expectInViewport(page, page.getByTestId('toast'));
  await page.setViewportSize(PHONE);
});

test('toasts sit clear of the heading and the main action, and go with their screen', async ({
  page,
}) => {
  await storeCookieChoice(page);
  const names = ['Ann', 'Bob', 'Cy'];
  await addPlayers(page, names);
  await configureAndStart(page, { rounds: 1, categories: [] });

  // "Too Long" on story input: the title and Submit stay visible.
  const area = page.getByRole('textbox');
  await area.fill('One. Two. Three. Four.');
  const submit = page.getByRole('button', { name: 'Submit Story' });
  await submit.click();
  await expect(page.getByTestId('toast')).toContainText('Too Long');
  await expectToastClearOf(page, page.getByRole('heading', { name: 'Tell Your Story' }), submit);
  await page.screenshot({ path: 'test-results/screenshots/issue16-5-toast-too-long.png' });

  // The last writer's "Story Submitted" stays behind when the storytelling begins.
  await area.fill('Ann once met a famous chef.');
  await submit.click();
  await writeEntry(page, 'Bob', 'Bob true tale.');
  await writeEntry(page, 'Cy', 'Cy true tale.');
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // "All Done!" confirms the move to the discussion: it follows the players there, clear of the
  // timer's heading and the main action.
  await tellAll(page, names);
  await expect(page.getByTestId('toast')).toContainText('All Done!');
  await expectToastClearOf(
    page,
    page.getByRole('heading', { name: 'Discussion' }),
    button(page, 'Skip Timer'),
  );
  await skipDiscussion(page);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('an error toast goes when its screen is left; a saved-settings toast follows to home', async ({
  page,
}) => {
  await storeCookieChoice(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Username').fill('nobody-by-this-name');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('toast')).toContainText('User not found');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Save Settings Locally' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast')).toContainText('Settings Saved Locally');
  await expectToastClearOf(
    page,
    page.getByRole('heading', { level: 1 }),
    button(page, 'Start Game'),
  );
  await page.screenshot({ path: 'test-results/screenshots/issue16-6-toast-settings-home.png' });
});

test('no loading screen between two screens: the next screen is fetched while this one shows', async ({
  page,
}) => {
  await storeCookieChoice(page);
  // Counts every loading spinner that appears after the first screen.
  await page.addInitScript(() => {
    const w = window as unknown as { spinners: number };
    w.spinners = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.matches('[data-spinner], :has([data-spinner])')) {
            w.spinners++;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const spinners = () => page.evaluate(() => (window as unknown as { spinners: number }).spinners);
  /** A player reads a screen before tapping on: the idle-time fetches have finished by then. */
  const settle = async () => {
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length);
    let before = -1;
    for (let now = await fetched(); now !== before; now = await fetched()) {
      before = now;
      // the idle-time fetch starts within 1 s of a screen; for the first screen of a page load,
      // once the page has been idle for 1 s (issue 22)
      await page.waitForTimeout(2000);
    }
  };

  await page.goto('/');
  await expect(button(page, 'Start Game')).toBeVisible();
  const atStart = await spinners();
  for (const [label, heading] of [
    ['How to Play', 'How to Play'],
    ['Back to Menu', 'Fakeout'],
    ['Settings', 'Settings'],
  ] as const) {
    await settle();
    await button(page, label).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await settle();
  const names = ['Ann', 'Bob', 'Cy'];
  // a fresh load of the home screen: its next screens are fetched once it has been calm for a
  // second, so the player reads it first (issue 22)
  await addPlayers(page, names, { onHome: settle });
  await settle();
  await configureAndStart(page, { rounds: 1, categories: [] });
  await writeAll(page, names, 1);
  await settle();
  await tellAll(page, names);
  await settle();
  await skipDiscussion(page);
  await voteAll(page, names, (_voter, others) => others[0] ?? null);
  expect(await spinners(), 'loading screens shown between screens').toBe(atStart);
});
