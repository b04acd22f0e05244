// Shared steps of the legal and offline browser tests.
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
