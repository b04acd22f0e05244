// Issue 6: the admin dashboard in a real browser against the production build.
// - A normal user and a signed-out visitor see "Admins only" and the stats are never fetched.
// - An admin: this spec runs its OWN server on a temp PGlite DATA_DIR (the shared e2e server is
//   in-memory, so no operator command can reach it). It registers an account through the API,
//   stops the server, runs the documented operator command (`scripts/admin.ts grant`) on that
//   DATA_DIR, starts the server again, logs in through the UI and opens /admin from the user menu.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeCookieChoice } from './legal-helpers';
import { finishFades } from './page-helpers';

const SHOTS = 'test-results/screenshots';
const DIST_DIR = process.env.DIST_DIR || 'dist';
const ADMIN_PORT = Number(process.env.E2E_PORT ?? 3999) + 10;
const ADMIN_ORIGIN = `http://127.0.0.1:${ADMIN_PORT}`;
const PASSWORD = 'Sparkly-Otter-42';

// A cookie choice is stored, so the banner does not cover the screens under test.
test.beforeEach(({ page }) => storeCookieChoice(page));

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

function registration(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: PASSWORD,
    marketingConsent: false,
    securityQuestion1: 'city-of-birth',
    securityAnswer1: 'Lisbon',
    securityQuestion2: 'first-pet',
    securityAnswer2: 'Pixel',
  };
}

test('a signed-out visitor and a normal user see "Admins only" and no numbers', async ({
  page,
}) => {
  const statsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/')) statsCalls.push(r.url());
  });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByText('Log in with an admin account to see it.')).toBeVisible();

  // A normal account, signed in through the API (the browser keeps its cookie).
  const user = registration('e2e_user');
  const res = await page.request.post('/api/register', { data: user });
  expect(res.status()).toBe(201);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByText('Your account is not an admin.')).toBeVisible();
  await expect(page.getByText('Games started')).toHaveCount(0);
  await finishFades(page);
  await page.screenshot({ path: `${SHOTS}/admin-not-admin.png`, fullPage: true });
  await expectAxeClean(page);
  expect(statsCalls).toEqual([]);

  // The server refuses the numbers to this account whatever the client does.
  const direct = await page.request.get('/api/admin/stats');
  expect(direct.status()).toBe(403);
});

test.describe('as an admin made by the operator command', () => {
  let dataDir: string;
  let server: ChildProcess | undefined;

  async function startServer() {
    server = spawn('node', [`${DIST_DIR}/server/main.js`], {
      env: {
        ...process.env,
        PORT: String(ADMIN_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: `${DIST_DIR}/client`,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`${ADMIN_ORIGIN}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('the admin test server did not start');
  }

  async function stopServer() {
    const proc = server;
    server = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  }

  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fakeout-e2e-admin-'));
  });
  test.afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('sees the dashboard: numbers, accessible charts, axe clean', async ({ page }) => {
    test.setTimeout(180_000);
    await startServer();
    const admin = registration('e2e_admin');
    const reg = await fetch(`${ADMIN_ORIGIN}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(reg.status).toBe(201);
    // A few games so the charts have something to draw.
    for (const [rounds, cats] of [
      [3, ['awkward', 'dating', 'habits']],
      [2, ['awkward', 'sports']],
      [1, ['nightsout']],
    ] as const) {
      const game = await fetch(`${ADMIN_ORIGIN}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          rounds_count: rounds,
          timer_minutes: 5,
          selected_categories: cats,
          player_count: 4,
        }),
      });
      expect(game.status).toBe(201);
      if (rounds > 1) {
        const { id } = (await game.json()) as { id: string };
        await fetch(`${ADMIN_ORIGIN}/api/complete-game`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ gameId: id, completed: true, duration: rounds * 10 }),
        });
      }
    }
    await stopServer();

    // The operator command, as documented (`npm run admin -- grant <username>`).
    const grant = spawnSync('npx', ['tsx', 'scripts/admin.ts', 'grant', admin.username], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout).toContain(`${admin.username}: admin, not premium`);

    await startServer();
    await page.goto(`${ADMIN_ORIGIN}/auth`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/`);

    await page.getByRole('button', { name: admin.username }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(`${ADMIN_ORIGIN}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    const stat = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(stat('Games started')).toHaveText('3');
    await expect(stat('Games completed')).toHaveText('2');
    await expect(stat('Completion rate')).toHaveText('66.7%');
    await expect(stat('Median game')).toHaveText('25 min');
    await expect(stat('Registered users')).toHaveText('1');
    await expect(stat('Premium users')).toHaveText('0');
    await expect(page.getByText('Most picked: Awkward Moments (2).')).toBeVisible();

    // Charts: SVG images with names and descriptions, and their numbers as tables.
    const daily = page.getByRole('img', { name: /Games started and completed per day/ });
    await expect(daily).toBeVisible();
    await expect(daily).toHaveAccessibleDescription(/3 started and 2 completed in all/);
    await expect(page.getByRole('img', { name: 'Games per category' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Games by number of players' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Games per category' })).toBeAttached();

    await finishFades(page);
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-390.png`, fullPage: true });
    await expectAxeClean(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });
    await expectAxeClean(page);
  });
});
