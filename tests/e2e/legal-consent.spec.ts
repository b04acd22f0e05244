// SPEC §2/§3 cookie consent in the browser: the banner until a choice is stored (and after a
// reload), the settings screen, and that analytics calls are sent only with analytics consent.
import { expect, test, type Page } from '@playwright/test';
import { addPlayers } from './game-helpers';
import { chooseCookies, storedConsent, type BannerChoice } from './legal-helpers';
import { finishFades } from './page-helpers';

// The offline worker is tested in offline-*.spec.ts; here every request goes to the network.
test.use({ serviceWorkers: 'block' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Fakeout' });

for (const [choice, optional] of [
  ['Necessary Only', false],
  ['Accept All', true],
] as const) {
  test(`"${choice}" stores the choice with its time; the banner stays gone after a reload`, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const before = Date.now();
    await chooseCookies(page, choice);
    const stored = await storedConsent(page);
    expect(stored).toEqual({
      necessary: true,
      functional: optional,
      analytics: optional,
      marketing: optional,
      accepted: expect.any(String),
    });
    expect(Date.parse(String(stored?.accepted))).toBeGreaterThanOrEqual(before - 1000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
}

test('the banner shows on every screen until a choice is stored', async ({ page }) => {
  for (const path of [
    '/',
    '/player-setup',
    '/how-to-play',
    '/privacy',
    '/terms',
    '/logo',
    '/nope',
  ]) {
    await page.goto(path);
    await expect(banner(page), path).toBeVisible();
  }
});

test('"Cookie Settings": Cancel goes back without saving; Save stores, toasts and goes back', async ({
  page,
}) => {
  await page.goto('/how-to-play');
  await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page).toHaveURL(/\/cookie-settings$/);
  await page.getByRole('switch', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/how-to-play$/);
  expect(await storedConsent(page)).toBeNull();
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');
  await expect(page).toHaveURL(/\/how-to-play$/);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    functional: false,
    analytics: true,
    marketing: false,
  });

  // Opened again later, the screen shows the stored choice; it survives a reload.
  await page.goto('/cookie-settings');
  await expect(page.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Functional' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Analytics' })).toBeChecked();
});

/** With the page scrolled to its end, `name` sits wholly above the banner, not under it. */
async function expectAboveBanner(page: Page, name: string) {
  await finishFades(page); // the screen's fade-in moves it 6 px
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
  const sheet = (await banner(page).boundingBox())!;
  expect(button.y, `"${name}" is on screen`).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height, `"${name}" is not under the banner`).toBeLessThanOrEqual(
    sheet.y,
  );
  const screen = new URL(page.url()).pathname.slice(1);
  await page.screenshot({ path: `test-results/screenshots/legal-banner-over-${screen}.png` });
}

type Consent =
  'no choice' | BannerChoice | 'settings: analytics only' | 'settings: all but analytics';

const CASES: [Consent, boolean][] = [
  ['no choice', false],
  ['Necessary Only', false],
  ['Accept All', true],
  ['settings: analytics only', true],
  ['settings: all but analytics', false],
];

for (const [consent, sent] of CASES) {
  test(`analytics after "${consent}": ${sent ? 'sent' : 'not sent'}`, async ({ page }) => {
    const tracked: string[] = [];
    const recorded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/track-game-start' || path === '/api/track-category') tracked.push(path);
      if (path === '/api/games') recorded.push(path);
    });

    await page.goto('/');
    if (consent === 'Necessary Only' || consent === 'Accept All') {
      await chooseCookies(page, consent);
    } else if (consent !== 'no choice') {
      await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
      const analyticsOnly = consent === 'settings: analytics only';
      for (const name of ['Functional', 'Analytics', 'Marketing']) {
        if ((name === 'Analytics') === analyticsOnly) {
          await page.getByRole('switch', { name }).click();
        }
      }
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(page).toHaveURL(/\/$/);
    }

    await addPlayers(page, ['Ann', 'Bob', 'Cy']);
    // Without a choice the banner is up all along: the screens' buttons must stay clear of it.
    if (consent === 'no choice') await expectAboveBanner(page, 'Next');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // Three rounds: two categories more than the default one.
    await page.getByRole('switch', { name: 'Dating Disasters', exact: true }).click();
    await page.getByRole('switch', { name: 'Nights Out', exact: true }).click();
    if (consent === 'no choice') await expectAboveBanner(page, 'Start Game');
    await page.getByRole('button', { name: 'Start Game', exact: true }).click();
    await expect(page).toHaveURL(/\/story-input$/);

    await expect.poll(() => recorded.length).toBe(1); // the game record is not analytics
    if (sent) {
      await expect
        .poll(() => [...tracked].sort())
        .toEqual([
          '/api/track-category',
          '/api/track-category',
          '/api/track-category',
          '/api/track-game-start',
        ]);
    } else {
      await page.waitForTimeout(1500); // time for any call to leave
      expect(tracked).toEqual([]);
    }
  });
}
