// Helpers every browser spec may use, about the page rather than the game.
import { expect, type Locator, type Page } from '@playwright/test';
import { ARM_DELAY_MS } from '../../src/client/features/game/use-armed-after';

/**
 * Ends the screen's entrance fades at once, as waiting them out would (SPEC §2/§9: 0.5 s): every
 * finite CSS animation jumps to its end state; endless ones (a spinner) are left running.
 * Playwright's clock cannot do this: it drives timers and Date, not CSS animations.
 */
export async function finishFades(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

const clocked = new WeakSet<Page>();

/**
 * Installs Playwright's clock (before the first page of the test): time still flows, and the
 * app's own waits (hand-over arming, the reveal's stages, the discussion timer) can be skipped
 * with skipAhead instead of sat out. Not for a test that reads performance entries (the clock
 * fakes `performance`).
 */
export async function useClock(page: Page): Promise<void> {
  await page.clock.install();
  clocked.add(page);
}

/** Moves the page's clock on by `ms` (its due timers fire); without useClock, real time passes. */
export async function skipAhead(page: Page, ms: number): Promise<void> {
  if (clocked.has(page)) await page.clock.fastForward(ms);
}

/**
 * Taps a hand-over button (Ready to Vote, Next Player, I'm Ready): it ignores taps for its first
 * 0.6 s so a double tap cannot skip a hand-over (use-armed-after.ts), time skipped on the clock.
 */
export async function tapWhenArmed(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await skipAhead(button.page(), ARM_DELAY_MS);
  await button.click();
}

/** Loads the game and waits until the service worker controls the page (it has cached the build). */
export async function loadAndInstall(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}
