import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { finishFades } from './page-helpers';

test('the home screen shows the title line and the three buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();
  await expect(page.getByText('A social bluffing game for 3-8 players')).toBeVisible();
  for (const name of ['Start Game', 'Settings', 'How to Play']) {
    await expect(
      page
        .getByRole('button', { name, exact: true })
        .or(page.getByRole('link', { name, exact: true })),
    ).toBeVisible();
  }
  await expect(
    page
      .getByRole('button', { name: 'Log in / Register' })
      .or(page.getByRole('link', { name: 'Log in / Register' })),
  ).toBeVisible();
  // The 0.5 s fade (and the logo's glow) ended before the picture.
  await finishFades(page);
  await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/not-found.png' });
});

test('the server answers health and API errors as JSON', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^Not found/) });
});
