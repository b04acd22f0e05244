// Installs and plays offline: the manifest makes the game installable, the service worker
// precaches every file of the build, and after the first load a whole game is played with the
// browser offline (record and analytics calls fail quietly; the device makes the fake).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  addPlayers,
  checkReveal,
  configureAndStart,
  skipDiscussion,
  tellAll,
  voteAll,
  writeAll,
} from './game-helpers';
import { chooseCookies } from './legal-helpers';
import { loadAndInstall, useClock } from './page-helpers';

const CLIENT_DIR = join(process.env.DIST_DIR || 'dist', 'client');

// In order, in one worker: the last test swaps the build's sw.js for a while.
test.describe.configure({ mode: 'default' });

/** Every file the build wrote that the worker must cache: not maps, compressed twins or itself. */
function buildFiles(): string[] {
  return readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(CLIENT_DIR, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    )
    .filter((path) => !/\.(map|br|gz)$/.test(path) && path !== '/sw.js')
    .sort();
}

async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

test('the manifest makes the game installable, with the logo as its icon', async ({ page }) => {
  await loadAndInstall(page);
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await response.json()).toMatchObject({
    name: 'Fakeout',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0c0920',
    background_color: '#0c0920',
  });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Test browsers run "incognito", where nothing installs: every other criterion must be met.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(data).toContain('"name": "Fakeout"');
});

test('the service worker caches every file of the build, and never the API', async ({ page }) => {
  await loadAndInstall(page);
  expect(await cachedPaths(page)).toEqual(buildFiles());
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // The worker is registered for the whole site.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(
    /\/$/,
  );
});

test('after the first load, a whole game is played with the network off', async ({
  page,
  context,
}) => {
  await useClock(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const failedApi: string[] = [];
  page.on('requestfailed', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) failedApi.push(path);
  });

  await loadAndInstall(page);
  // Analytics consent, so the start event is attempted offline too (and must fail quietly).
  await chooseCookies(page, 'Accept All');
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/healthz').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  // Opening the game offline (a fresh page load, as from the home-screen icon) works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();

  const names = ['Ann', 'Bob', 'Cy'];
  await addPlayers(page, names);
  await configureAndStart(page, { rounds: 1, categories: [] });
  await writeAll(page, names, 1);
  await tellAll(page, names);
  await skipDiscussion(page);
  const record = await voteAll(page, names, (voter, others, isFaker) =>
    isFaker ? null : others[0]!,
  );
  await checkReveal(page, names, record, 'Round 1 of 1 · Final round');
  await page.getByRole('button', { name: 'View Final Scores' }).click();
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();

  // Every call the game tried failed (offline) without stopping it.
  expect(failedApi).toEqual(expect.arrayContaining(['/api/games']));
  expect(failedApi).not.toContain('/api/track-category'); // needs the record's id
  expect(pageErrors).toEqual([]);

  // Any screen opens offline, straight from its address.
  for (const path of ['/privacy', '/how-to-play', '/logo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /^Fakeout logo/ })).toHaveJSProperty(
    'naturalWidth',
    512,
  );
  await context.setOffline(false);
});

/**
 * Deploys "the next build" under the running server: the same /sw.js with a new version (so a new
 * cache name), as a real build with changed files would be. Returns the undo.
 */
function deployNextWorker(version: string, next: string): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(CLIENT_DIR, name));
  const originals = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
  const script = originals[0]!.toString().replaceAll(version, next);
  expect(script).toContain(next);
  writeFileSync(files[0]!, script);
  if (originals[1]) writeFileSync(files[1]!, brotliCompressSync(script));
  if (originals[2]) writeFileSync(files[2]!, gzipSync(script));
  return () => files.forEach((file, i) => originals[i] && writeFileSync(file, originals[i]!));
}

const precaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('fakeout-precache-')));

test('a new version installs in the background and takes over only at the next launch', async ({
  context,
}) => {
  const page = await context.newPage();
  await loadAndInstall(page);
  const [current] = await precaches(page);
  expect(current).toBeDefined();
  const next = 'fakeout-precache-next-build';
  const undo = deployNextWorker(current!.slice('fakeout-precache-'.length), 'next-build');
  try {
    // The browser finds the new worker (as it does on a later page load) and installs it.
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
      const worker = registration.installing ?? registration.waiting;
      if (worker && worker.state === 'installing') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => resolve(), { once: true }),
        );
      }
      return registration.waiting?.state ?? null;
    });
    expect(waiting).toBe('installed');
    expect((await precaches(page)).sort()).toEqual([current, next].sort());

    // While the game is open, even across a reload, the old version keeps running.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting?.state),
    ).toBe('installed');
    expect(await precaches(page)).toContain(current);

    // Every tab closed, the game launched again: the new version runs and the old cache is gone.
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const relaunched = await context.newPage();
    await relaunched.goto('/');
    await expect(relaunched.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();
    await expect.poll(() => precaches(relaunched)).toEqual([next]);
    expect(
      await relaunched.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return [!!navigator.serviceWorker.controller, registration.waiting];
      }),
    ).toEqual([true, null]);
  } finally {
    undo();
  }
});
