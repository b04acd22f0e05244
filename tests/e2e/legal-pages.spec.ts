// SPEC §2 legal pages, cookie settings and the logo page at 390×844: their texts, accessibility
// (axe) and a screenshot of each under test-results/screenshots/.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseCookies } from './legal-helpers';
import { finishFades } from './page-helpers';

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** What the phone shows, and the whole page. */
async function snapshot(page: Page, name: string) {
  await finishFades(page); // the 0.5 s fade
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
  await page.screenshot({ path: `test-results/screenshots/${name}-full.png`, fullPage: true });
}

test('Privacy opened from the cookie banner on home: "Back to Login" goes back home; from /auth, back to /auth', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

for (const [path, title, shot] of [
  ['/privacy', 'Privacy Policy', 'legal-privacy'],
  ['/terms', 'Terms of Service', 'legal-terms'],
] as const) {
  test(`${title}: date, contact, "Back to Login", accessible`, async ({ page }) => {
    await page.goto('/');
    await chooseCookies(page, 'Necessary Only');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Fakeout`);
    await expect(page.getByText('Last updated: May 19, 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@fakeout.game' })).toHaveAttribute(
      'href',
      'mailto:privacy@fakeout.game',
    );
    await snapshot(page, shot);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('cookie settings: locked necessary switch, accessible', async ({ page }) => {
  await page.goto('/cookie-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  // The banner steps aside on its own long form.
  await expect(page.getByRole('region', { name: 'Cookies on Fakeout' })).toHaveCount(0);
  await snapshot(page, 'legal-cookie-settings');
  await expectAccessible(page);
});

test('logo page: 512×512 preview, guidelines, accessible', async ({ page }) => {
  await page.goto('/');
  await chooseCookies(page, 'Necessary Only');
  await page.goto('/logo');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakeout Logo' })).toBeVisible();
  const preview = page.getByRole('img', { name: /^Fakeout logo/ });
  await expect(preview).toHaveAttribute('src', '/logo.svg');
  expect(
    await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([512, 512]);
  await expect(page.getByRole('heading', { name: 'Usage guidelines' })).toBeVisible();
  await snapshot(page, 'legal-logo');
  await expectAccessible(page);
});

test('"Download SVG" downloads the very logo file, which is also the favicon and app icon', async ({
  page,
}) => {
  await page.goto('/logo');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download SVG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fakeout-logo.svg');
  const bytes = readFileSync(await download.path());
  expect(bytes.equals(readFileSync('public/logo.svg'))).toBe(true);

  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/logo.svg');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.icons).toContainEqual(expect.objectContaining({ src: '/logo.svg' }));
});

test('the cookie banner over the home screen: accessible, not covering the main buttons', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on Fakeout' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Cookies on Fakeout' })).toBeVisible();
  const sheet = (await banner.boundingBox())!;
  expect(sheet.height).toBeLessThan(844 / 4);
  for (const name of ['Start Game', 'Settings', 'How to Play']) {
    const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(button.y + button.height, `${name} is above the banner`).toBeLessThanOrEqual(sheet.y);
  }
  await snapshot(page, 'legal-cookie-banner');
  await expectAccessible(page);
});

test.describe('at 200% zoom (a 195 px wide viewport)', () => {
  test.use({ viewport: { width: 195, height: 422 } });

  const sideways = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test('the banner fits, leaves room for the page and scrolls if it must', async ({ page }) => {
    await page.goto('/terms');
    const banner = page.getByRole('region', { name: 'Cookies on Fakeout' });
    await expect(banner).toBeVisible();
    await finishFades(page);
    await page.screenshot({ path: 'test-results/screenshots/legal-cookie-banner-zoom.png' });
    expect(await sideways(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(422 / 2 + 1);
    for (const name of ['Necessary Only', 'Cookie Settings', 'Accept All']) {
      const button = banner.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
    }
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
  });

  for (const path of ['/privacy', '/terms', '/cookie-settings', '/logo']) {
    test(`${path} fits the width`, async ({ page }) => {
      await page.goto(path);
      if (path !== '/cookie-settings') await chooseCookies(page, 'Necessary Only');
      await finishFades(page);
      expect(await sideways(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
});
