// Issue 21, section B ("Looks and access"), checked the way a player notices it, at 390×844 and at
// 200% zoom (a 390 px phone at 200% lays out like a 195 px wide viewport): a hall of fame whose
// long names read as names, a home screen that fits at 200%, opaque toasts, the "Next, pass the
// device to" line in sight on story input, and a keyboard focus that never drops to <body>.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addPlayers, configureAndStart, snap, takeTheDevice, writeEntry } from './game-helpers';
import { storeCookieChoice } from './legal-helpers';

test.use({ serviceWorkers: 'block' });

const ZOOM_200 = { width: 195, height: 422 };

/** How far the page scrolls sideways (0 when it fits its width). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

// ---- 6. Hall of Fame with eight long names -------------------------------------------------

const LONG_NAMES = [
  'Maximilian Alexander',
  'Bartholomew Jenkins',
  'Christopher Robinson',
  'Anastasia Konstantin',
  'Elizabeth Montgomery',
  'Alexandria Stephens',
  'Gwendolyn Fitzgerald',
  'Jacqueline Kennedy',
];

/** Functional cookies on and a hall of fame of one group of eight, as three games would leave. */
async function seedHallOfFame(page: Page, names: string[]) {
  await page.addInitScript((names) => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        necessary: true,
        functional: true,
        analytics: false,
        marketing: false,
        accepted: new Date().toISOString(),
      }),
    );
    const member = (name: string, i: number) => ({
      name,
      games: 3,
      wins: i % 3 === 0 ? 1 : 0,
      points: 5,
      fakerRounds: 1,
      fakerFooledMost: i % 2,
      correctVotes: 2,
      votesCast: 3,
    });
    localStorage.setItem(
      'fakeoutHallOfFame',
      JSON.stringify({
        version: 1,
        groups: [
          {
            members: names.map(member),
            games: [0, 3, 6].map((i) => ({
              playedAt: Date.now() - (i + 1) * 60_000,
              winners: [names[i]],
            })),
          },
        ],
      }),
    );
  }, names);
}

/** Per name: its column's width and how many lines the name takes. */
function nameCells(dialog: Locator) {
  return dialog.getByRole('rowheader').evaluateAll((cells) =>
    cells.map((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
      return {
        name: cell.textContent ?? '',
        width: cell.getBoundingClientRect().width,
        lines: Math.round(text.getBoundingClientRect().height / lineHeight),
      };
    }),
  );
}

test('6. Hall of Fame: eight long names wrap between words, at 390 px and at 200% zoom', async ({
  page,
}) => {
  await seedHallOfFame(page, LONG_NAMES);
  await page.goto('/');
  await button(page, 'Hall of Fame').click();
  const dialog = page.getByRole('dialog', { name: 'Hall of Fame' });
  await expect(dialog.getByTestId('hall-of-fame-row')).toHaveCount(8);
  await snap(page, 'issue21-6-hall-of-fame-long-names');
  await dialog.screenshot({ path: 'test-results/screenshots/issue21-6-hall-of-fame-table.png' });

  // Each name on at most two lines (first name, last name): no letter-by-letter wrapping.
  for (const cell of await nameCells(dialog)) {
    expect(cell.width, `${cell.name}: name column`).toBeGreaterThanOrEqual(120);
    expect(cell.lines, `${cell.name}: lines`).toBeLessThanOrEqual(2);
  }
  // The whole table fits the phone: nothing to scroll sideways.
  const table = dialog.getByRole('region', { name: /Maximilian Alexander/ });
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(table, 'a tab stop only when it scrolls').not.toHaveAttribute('tabindex');

  // 200% zoom: the names still wrap between words; the table scrolls sideways inside its own box
  // (reachable by keyboard), never the page or the dialog.
  await page.setViewportSize(ZOOM_200);
  await page.waitForTimeout(300);
  for (const cell of await nameCells(dialog)) {
    expect(cell.width, `${cell.name}: name column at 200%`).toBeGreaterThanOrEqual(96);
    expect(cell.lines, `${cell.name}: lines at 200%`).toBeLessThanOrEqual(2);
  }
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(table).toHaveAttribute('tabindex', '0');
  await dialog.getByTestId('hall-of-fame-row').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/issue21-6-hall-of-fame-zoom-200.png' });
  await snap(page, 'issue21-6-hall-of-fame-zoom-200-full');
});

// ---- 7. Home at 200% zoom ------------------------------------------------------------------

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

test.describe('7. 200% zoom', () => {
  test.use({ viewport: ZOOM_200 });

  test('home: the title whole, the cookie banner inside the screen, no sideways scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on Fakeout' });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(600); // the 0.5 s fade
    await page.screenshot({ path: 'test-results/screenshots/issue21-7-home-zoom-200.png' });

    expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    const title = page.getByRole('heading', { level: 1, name: 'Fakeout' });
    const titleBox = await boxOf(title);
    expect(titleBox.x).toBeGreaterThanOrEqual(0);
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(ZOOM_200.width);
    expect(await title.evaluate((h) => h.scrollWidth - h.clientWidth), 'title cut off').toBe(0);
    for (const part of [banner, ...(await banner.getByRole('button').all())]) {
      const box = await boxOf(part);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(ZOOM_200.width);
    }
    await snap(page, 'issue21-7-home-zoom-200-full');
  });
});

// ---- 8. Toasts -----------------------------------------------------------------------------

test('8. a toast is opaque from its first frame, so nothing underneath shows through', async ({
  page,
}) => {
  await storeCookieChoice(page);
  // Every frame: how opaque each toast on screen is (its own opacity times its ancestors') and
  // the alpha of its background.
  await page.addInitScript(() => {
    const seen: { opacity: number; background: string }[] = [];
    (window as unknown as { toastFrames: typeof seen }).toastFrames = seen;
    const sample = () => {
      for (const toast of document.querySelectorAll('[data-testid=toast]')) {
        let opacity = 1;
        for (let el: Element | null = toast; el; el = el.parentElement) {
          opacity *= Number(getComputedStyle(el).opacity);
        }
        seen.push({ opacity, background: getComputedStyle(toast).backgroundColor });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const frames = () =>
    page.evaluate(
      () =>
        (window as unknown as { toastFrames: { opacity: number; background: string }[] })
          .toastFrames,
    );

  await addPlayers(page, ['Ann', 'Bob', 'Cy']);
  await configureAndStart(page, { rounds: 1, categories: [] });
  // "Too Long" (an error) over the tip, then "Story Submitted" (a success).
  await page.getByRole('textbox').fill('One. Two. Three.');
  await page.getByRole('button', { name: 'Submit Story' }).click();
  await expect(page.getByTestId('toast')).toContainText('Too Long');
  await page.waitForTimeout(100);
  await page.screenshot({ path: 'test-results/screenshots/issue21-8-toast-first-frames.png' });
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/screenshots/issue21-8-toast.png' });
  await page.getByRole('textbox').fill('Ann once met a famous chef.');
  await page.getByRole('button', { name: 'Submit Story' }).click();
  await expect(page.getByTestId('toast')).toContainText('Story Submitted');
  await page.waitForTimeout(700);

  const seen = await frames();
  expect(seen.length, 'frames sampled with a toast').toBeGreaterThan(10);
  expect(seen.filter((f) => f.opacity < 1).map((f) => f.opacity)).toEqual([]);
  // rgb(…) is opaque; rgba(…, a) with a < 1 would let the text underneath through
  expect(seen.filter((f) => !f.background.startsWith('rgb('))).toEqual([]);
});

// ---- 9. Story input: who gets the device next ---------------------------------------------

const PHONE = { width: 390, height: 844 };
/** A phone keyboard's height, emulated as Chromium on Android does: a shorter viewport. */
const KEYBOARD_PX = 336;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The line is on screen, clear of the pinned Submit, and nothing is drawn over its middle. */
async function expectInSightBeside(page: Page, line: Locator, submit: Locator) {
  await expect(line).toBeVisible();
  const box = await boxOf(line);
  const viewport = page.viewportSize()!;
  expect(box.y, 'top edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom edge on screen').toBeLessThanOrEqual(viewport.height);
  expect(overlaps(box, await boxOf(submit)), 'Submit covers the line').toBe(false);
  const onTop = await line.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'something is drawn over the line').toBe(true);
}

test('9. story input: "Next, pass the device to" stays in sight beside Submit', async ({
  page,
}) => {
  await storeCookieChoice(page);
  await addPlayers(page, ['Ann', 'Bartholomew', 'Cy']);
  await configureAndStart(page, { rounds: 1, categories: [] });
  const submit = page.getByRole('button', { name: 'Submit Story' });
  const next = page.getByText('Next, pass the device to Bartholomew');
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/screenshots/issue21-9-story-input.png' });

  // Keyboard closed: at the top of the page and scrolled to its end.
  await expectInSightBeside(page, next, submit);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(200);
  await expectInSightBeside(page, next, submit);

  // Keyboard open: the page is shorter and the text area is scrolled into view.
  const area = page.getByRole('textbox');
  await area.focus();
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height - KEYBOARD_PX });
  await area.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  await page.waitForTimeout(300);
  await expectInSightBeside(page, next, submit);
  expect(overlaps(await boxOf(area), await boxOf(next)), 'the line covers the text area').toBe(
    false,
  );
  await page.screenshot({ path: 'test-results/screenshots/issue21-9-story-input-keyboard.png' });

  // 200% zoom: the bar is taller (the line wraps), and the line is still in sight.
  await page.setViewportSize(ZOOM_200);
  await page.waitForTimeout(300);
  await expectInSightBeside(page, next, submit);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screenshots/issue21-9-story-input-zoom-200.png' });
  await page.setViewportSize(PHONE);

  // The last writer is told so, in the same place.
  await writeEntry(page, 'Ann', 'Ann once met a famous chef.');
  await writeEntry(page, 'Bartholomew', 'Bartholomew true tale.');
  await takeTheDevice(page, 'Cy', page.getByText("Cy's Turn"));
  await expectInSightBeside(page, page.getByText("You're the last player for this round!"), submit);
  await snap(page, 'issue21-9-story-input-last-player');
});

// ---- 10. Keyboard focus --------------------------------------------------------------------

/** What has the keyboard focus, as a player would name it. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `${active.tagName.toLowerCase()} "${name}"`;
  });
}

/** The screen's heading has the focus (whichever step shows next). */
const headingFocused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active === document.querySelector('main h1');
  });

test('10. keyboard: a stepper at its limit keeps the focus', async ({ page }) => {
  await storeCookieChoice(page);
  await addPlayers(page, ['Ann', 'Bob', 'Cy']);
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { name: 'Game Settings' })).toBeVisible();

  // A further press at the limit changes nothing, and the button is announced as unavailable.
  const fewer = button(page, 'Decrease Rounds');
  await fewer.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Select 1 category' })).toBeVisible();
  expect(await focused(page)).toBe('button "Decrease Rounds"');
  await expect(fewer).toBeDisabled();
  const more = button(page, 'Increase Discussion Time');
  await more.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Discussion Time' })).toContainText('10');
  expect(await focused(page)).toBe('button "Increase Discussion Time"');
  await page.screenshot({ path: 'test-results/screenshots/issue21-10-stepper-at-limit.png' });
});

test('10. keyboard: "End the current game?" opens on Cancel, and closing it returns the focus', async ({
  page,
}) => {
  await storeCookieChoice(page);
  await addPlayers(page, ['Ann', 'Bob', 'Cy']);
  await configureAndStart(page, { rounds: 1, categories: [] });

  // Cancel has the focus, so Enter keeps the game; the focus goes back to what asked.
  await page.goto('/game-settings');
  const increase = button(page, 'Increase Rounds');
  await increase.focus();
  await page.keyboard.press('Enter');
  const endGame = page.getByRole('dialog', { name: 'End the current game?' });
  await expect(endGame).toBeVisible();
  expect(await focused(page)).toBe('button "Cancel"');
  await page.screenshot({ path: 'test-results/screenshots/issue21-10-end-game-dialog.png' });
  await page.keyboard.press('Enter');
  await expect(endGame).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Select 1 category' })).toBeVisible();
  await expect(page.getByText(/game is in progress/)).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button "Increase Rounds"');
  await page.keyboard.press('Enter');
  await expect(endGame).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(endGame).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('button "Increase Rounds"');

  // Removing a player ends the game: the dialog closes on a screen without the button that
  // opened it, and the focus stays on the screen.
  await page.goto('/player-setup');
  await button(page, 'Remove Cy').focus();
  await page.keyboard.press('Enter');
  await expect(endGame).toBeVisible();
  await button(page, 'End Game and Change').click();
  await expect(button(page, 'Remove Cy')).toHaveCount(0);
  await page.waitForTimeout(100);
  expect(await focused(page)).not.toBe('body');
});

test('10. keyboard: Next Player, Skip Timer, Ready to Vote and Submit Vote hand the focus on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await storeCookieChoice(page);
  const names = ['Ann', 'Bob', 'Cy'];
  await addPlayers(page, names);
  await configureAndStart(page, { rounds: 1, categories: [] });
  for (const name of names) await writeEntry(page, name, `${name} true tale.`);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await button(page, 'Start Sharing').click();
  /** The pass-the-device screen between two readers (issue 21), by keyboard. */
  const takeItByKeyboard = async () => {
    const ready = button(page, "I'm Ready");
    await expect(ready).toBeEnabled();
    await ready.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headingFocused(page), 'after I am Ready').toBe(true);
  };
  for (const [i, name] of names.slice(0, -1).entries()) {
    if (i > 0) await takeItByKeyboard();
    await expect(page.getByRole('heading', { name: `${name}, read this out loud` })).toBeVisible();
    const nextPlayer = button(page, 'Next Player');
    await expect(nextPlayer).toBeEnabled();
    await nextPlayer.focus();
    await page.keyboard.press('Enter');
    // the next step's heading: the next reader's, or a hand-over screen's
    await expect.poll(() => headingFocused(page), `after Next Player (${name})`).toBe(true);
  }
  await page.screenshot({ path: 'test-results/screenshots/issue21-10-next-reader-focused.png' });
  await takeItByKeyboard();
  await expect(button(page, 'Continue to Discussion')).toBeEnabled();
  await button(page, 'Continue to Discussion').click();
  await expect(page).toHaveURL(/\/discussion$/);
  await button(page, 'Skip Timer').focus();
  await page.keyboard.press('Enter');
  // Skip Timer gives way to Proceed to Voting: the focus moves on to it
  await expect.poll(() => focused(page)).toBe('button "Proceed to Voting"');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/voting-transition$/);

  for (const [i, voter] of names.entries()) {
    const ready = button(page, 'Ready to Vote');
    await expect(ready).toBeEnabled();
    await ready.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${voter}'s Vote`)).toBeVisible();
    await expect.poll(() => headingFocused(page), `${voter}'s ballot`).toBe(true);
    // From the heading, Tab reaches the voter's closed note (issue 21), then the choices.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`button "Note for ${voter} (only ${voter} may look)"`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^button "(Ann|Bob|Cy)"$/);
    await page.keyboard.press('Space');
    await expect(button(page, 'Submit Vote')).toBeEnabled();
    await button(page, 'Submit Vote').focus();
    await page.keyboard.press('Enter');
    if (i < names.length - 1) {
      await expect(page.getByText(`It's ${names[i + 1]}'s turn to vote.`)).toBeVisible();
      await expect.poll(() => headingFocused(page), `after ${voter}'s vote`).toBe(true);
    }
  }
  await expect(page).toHaveURL(/\/reveal$/);
  await expect.poll(() => headingFocused(page), 'on the reveal').toBe(true);
  await expect(button(page, 'View Final Scores')).toBeEnabled({ timeout: 10_000 });
  await button(page, 'View Final Scores').click();
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();

  // The share dialog returns the focus to the button that opened it.
  const share = button(page, 'Share Story');
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a Story to Share' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('button "Share Story"');
});
