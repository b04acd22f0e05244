// Shared steps of the browser tests about cookie consent, which every other spec also needs: a
// stored choice keeps the banner from covering the screen under test.
import { expect, type Page } from '@playwright/test';

export type BannerChoice = 'Necessary Only' | 'Accept All';

/** Answers the cookie banner (it must be showing) and waits for it to go. */
export async function chooseCookies(page: Page, choice: BannerChoice) {
  const banner = page.getByRole('region', { name: 'Cookies on Fakeout' });
  await banner.getByRole('button', { name: choice }).click();
  await expect(banner).toHaveCount(0);
}

export async function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
}

/** A cookie choice is stored (no banner), with or without analytics consent. */
export async function storeCookieChoice(page: Page, { analytics = false } = {}): Promise<void> {
  await page.addInitScript((withAnalytics) => {
    if (!localStorage.getItem('cookieConsent')) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({
          necessary: true,
          functional: false,
          analytics: withAnalytics,
          marketing: false,
          accepted: new Date().toISOString(),
        }),
      );
    }
  }, analytics);
}
