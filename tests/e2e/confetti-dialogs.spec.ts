// Issue 21, item 14: the end-game confetti fell over the share dialog. The confetti's canvas lets
// taps through (pointer-events: none), so what a player sees on top is checked by letting the
// canvas take hits for a moment and asking the page what lies at the dialog's points.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSavedGame, SavedGame } from './saved-game';

// With motion: the confetti is off under prefers-reduced-motion.
test.use({ serviceWorkers: 'block', reducedMotion: 'no-preference' });

/** A finished one-round game of four, opened at Game Over. */
async function openGameOver(page: Page) {
  const saved = SavedGame.started({ names: ['Ann', 'Bob', 'Cy', 'Di'], seed: 7 })
    .writeAll()
    .fake()
    .tellAll()
    .skipDiscussion();
  saved.voteAll((_voter, others) => others[0]!);
  saved.play({ type: 'next-round' });
  await openSavedGame(page, saved);
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
}

/** For the centre and corners of `box`: whether the topmost element there is the confetti. */
async function confettiOnTop(page: Page, box: Locator): Promise<boolean[]> {
  const b = (await box.boundingBox())!;
  const points = [
    [b.x + b.width / 2, b.y + b.height / 2],
    [b.x + 8, b.y + 8],
    [b.x + b.width - 8, b.y + b.height - 8],
  ];
  return page.evaluate((points) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-confetti]')!;
    canvas.style.pointerEvents = 'auto';
    try {
      return points.map(([x, y]) => document.elementFromPoint(x!, y!) === canvas);
    } finally {
      canvas.style.pointerEvents = 'none';
    }
  }, points);
}

test('the confetti stays under the share dialog and the hall of fame (issue 21, item 14)', async ({
  page,
}) => {
  await openGameOver(page);
  // The celebration fires on its own after half a second.
  await expect(page.locator('canvas[data-confetti]')).toHaveCount(1, { timeout: 3_000 });
  // Above the end screen itself: it is a celebration.
  expect(await confettiOnTop(page, page.getByRole('heading', { name: 'Game Over' }))).toEqual([
    true,
    true,
    true,
  ]);

  await page.getByRole('button', { name: 'Share Story' }).click();
  const share = page.getByRole('dialog', { name: 'Choose a Story to Share' });
  await expect(share).toBeVisible();
  expect(await confettiOnTop(page, share)).toEqual([false, false, false]);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await page.getByRole('button', { name: 'Hall of Fame' }).click();
  const hall = page.getByRole('dialog', { name: 'Hall of Fame' });
  await expect(hall).toBeVisible();
  expect(await confettiOnTop(page, hall)).toEqual([false, false, false]);
});
