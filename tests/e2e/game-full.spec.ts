// Whole games through the UI at 390×844: every screen is screenshotted and scanned with axe, and
// the points shown are checked against the rules (the test chooses the votes; it learns the faker
// from the faker's own voting screen, as the player would).
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  addPlayers,
  checkReveal,
  configureAndStart,
  finalTable,
  GAME_ROUTES,
  readAll,
  skipDiscussion,
  snap,
  takeTheDevice,
  tellAll,
  voteAll,
  writeAll,
  writeEntry,
  type Chooser,
} from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { useClock } from './page-helpers';

// With motion (the fades, the confetti), unlike the other specs; the 8-player game asks for less.
test.use({ serviceWorkers: 'block', reducedMotion: 'no-preference' });

/** Every URL the game showed, to check nothing secret was ever in one. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

test('a 3-player, 2-round game, every screen checked', async ({ page }) => {
  test.setTimeout(240_000);
  await useClock(page);
  await storeCookieChoice(page, { analytics: true });
  const api: { path: string; body: unknown }[] = [];
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/') && req.method() === 'POST') {
      api.push({ path, body: req.postDataJSON() });
    }
  });
  const urls = watchUrls(page);
  const names = ['Ann', 'Bob', 'Cy'];

  await addPlayers(page, names);
  await snap(page, 'game-01-player-setup');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'About Unpopular Opinions' }).click();
  await snap(page, 'game-02-game-settings');
  await page.goBack();
  await configureAndStart(page, { rounds: 2, categories: ['Unpopular Opinions'] });

  const totals: Record<string, number> = { Ann: 0, Bob: 0, Cy: 0 };

  // ---- Round 1: a story category ----------------------------------------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Your Story' })).toBeVisible();
  await page.getByRole('textbox').fill('I waved at a stranger. Then I waved again! And again?');
  await expect(page.getByText('3/2 sentences (too long)')).toBeVisible();
  await snap(page, 'game-03-story-input');
  await page.getByRole('textbox').fill('');
  // Hold the fake back until the overlay has been photographed.
  let releaseFake: () => void = () => {};
  const fakeHeld = new Promise<void>((resolve) => (releaseFake = resolve));
  await page.route('**/api/generate-story', async (route) => {
    await fakeHeld;
    await route.continue();
  });
  await writeEntry(page, 'Ann', 'Ann true tale 1.');
  await writeEntry(page, 'Bob', 'Bob true tale 1.');
  // issue 21: between two writers, the pass-the-device screen, every time
  await expect(page.getByText("It's Cy's turn to tell a story.")).toBeVisible();
  await snap(page, 'game-04a-pass-to-the-next-writer');
  await takeTheDevice(page, 'Cy', page.getByText("Cy's Turn"));
  await expect(page.getByText("You're the last player for this round!")).toBeVisible();
  await writeEntry(page, 'Cy', 'Cy true tale 1.');
  await expect(page.getByText('Preparing stories...')).toBeVisible();
  await snap(page, 'game-04-preparing-stories');
  releaseFake();
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await page.unroute('**/api/generate-story');
  await expect(page.getByRole('heading', { name: 'Time to tell!' })).toBeVisible();
  await snap(page, 'game-05-storytell-transition');
  await page.getByRole('button', { name: 'Start Sharing' }).click();
  await snap(page, 'game-06-storytelling');
  await readAll(page, names);
  await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  await snap(page, 'game-07-discussion');
  await page.getByRole('button', { name: 'Skip Timer' }).click();
  await expect(page.getByRole('timer')).toHaveText('00:00');
  await snap(page, 'game-08-discussion-over');
  await page.getByRole('button', { name: 'Proceed to Voting' }).click();
  await snap(page, 'game-09-voting-transition');

  // Everyone names the next player in the list.
  const cyclic: Chooser = (voter) => names[(names.indexOf(voter) + 1) % names.length]!;
  const shot = new Set<string>();
  const r1 = await voteAll(page, names, cyclic, {
    beforeVote: async (_voter, isFaker) => {
      const name = isFaker ? 'game-10b-voting-faker' : 'game-10a-voting';
      if (shot.has(name)) return;
      shot.add(name);
      await page.getByRole('radio').first().click();
      await snap(page, name);
    },
    afterVote: async (_voter, i) => {
      if (i === 0) await snap(page, 'game-11-pass-between-voters');
    },
  });
  const p1 = await checkReveal(page, names, r1, 'Round 1 of 2 · 1 round left');
  await snap(page, 'game-12-reveal');
  for (const n of names) totals[n]! += p1[n]!;
  await page.getByRole('button', { name: 'Next Round' }).click();

  // ---- Round 2: a statement category ------------------------------------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Statement' })).toBeVisible();
  await expect(page.getByText('0/1 sentence')).toBeVisible();
  let releaseFake2: () => void = () => {};
  const fakeHeld2 = new Promise<void>((resolve) => (releaseFake2 = resolve));
  await page.route('**/api/generate-story', async (route) => {
    await fakeHeld2;
    await route.continue();
  });
  await writeEntry(page, 'Ann', 'Ann true tale 2.');
  await writeEntry(page, 'Bob', 'Bob true tale 2.');
  await writeEntry(page, 'Cy', 'Cy true tale 2.');
  await expect(page.getByText('Preparing responses...')).toBeVisible();
  releaseFake2();
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await page.unroute('**/api/generate-story');
  await expect(page.getByRole('heading', { name: 'Time to share!' })).toBeVisible();
  await tellAll(page, names);
  await skipDiscussion(page);

  // The faker passes without choosing; everyone else names the first other player.
  const r2 = await voteAll(page, names, (_voter, others, isFaker) => (isFaker ? null : others[0]!));
  const p2 = await checkReveal(page, names, r2, 'Round 2 of 2 · Final round');
  for (const n of names) totals[n]! += p2[n]!;
  await page.getByRole('button', { name: 'View Final Scores' }).click();

  // ---- End game ---------------------------------------------------------------------------
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  const table = await finalTable(page);
  expect(Object.fromEntries(table)).toEqual(totals);
  expect(table.map(([, s]) => s)).toEqual([...table.map(([, s]) => s)].sort((a, b) => b - a));
  const top = Math.max(...Object.values(totals));
  const winners = names.filter((n) => totals[n] === top);
  await expect(
    winners.length === 1 ? page.getByText(`${winners[0]} Wins!`) : page.getByText("It's a Tie!"),
  ).toBeVisible();
  // The celebration: confetti (canvas-confetti draws on its own canvas) after 0.5 s.
  await expect(page.locator('canvas')).toHaveCount(1, { timeout: 3_000 });
  await snap(page, 'game-13-end-game');
  await page.getByRole('button', { name: 'Share Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Story to Share' });
  await expect(dialog.getByRole('listitem')).toHaveCount(5);
  await expect(dialog.getByText('The fake')).toHaveCount(2);
  await snap(page, 'game-14-share-list');
  await dialog.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Share This Story' })).toBeVisible();
  await snap(page, 'game-15-share-card');
  await page.getByRole('button', { name: 'Done' }).click();

  // The calls of SPEC §7.
  const paths = api.map((c) => c.path);
  expect(paths.filter((p) => p === '/api/games')).toHaveLength(1);
  expect(paths.filter((p) => p === '/api/track-game-start')).toHaveLength(1);
  expect(paths.filter((p) => p === '/api/track-category')).toHaveLength(2);
  expect(paths.filter((p) => p === '/api/generate-story')).toHaveLength(2);
  const complete = api.find((c) => c.path === '/api/complete-game')?.body as {
    gameId: string;
    completed: boolean;
    duration: number;
  };
  const created = api.find((c) => c.path === '/api/games');
  expect(created).toBeDefined();
  expect(complete).toMatchObject({ completed: true });
  expect(complete.gameId).toMatch(/^[0-9a-f-]{36}$/);
  // Whole minutes since the record was created (this test takes a minute or two).
  expect(Number.isInteger(complete.duration) && complete.duration <= 4).toBe(true);
  expect(api.find((c) => c.path === '/api/generate-story')?.body).toMatchObject({
    category: 'awkward',
    contentType: 'story',
    randomnessLevel: 50,
    ageRange: 'young-adults',
  });

  // Nothing secret was ever in a URL: only the game's fixed routes.
  for (const url of urls) expect(GAME_ROUTES).toContain(url);

  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page).toHaveURL(/\/game-settings$/);
  await expect(page.getByText('Select 3 categories')).toBeVisible();
});

test('an 8-player, 1-round game, with reduced motion', async ({ page }) => {
  await useClock(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeCookieChoice(page);
  const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
  await addPlayers(page, names);
  await expect(page.getByLabel('Player name')).toBeDisabled();
  await configureAndStart(page, { rounds: 1, categories: ['Dating Disasters'] });
  await expect(page.getByRole('heading', { name: 'Dating Disasters' })).toBeVisible();
  await writeAll(page, names, 1);
  await tellAll(page, names);
  await skipDiscussion(page);
  // The first half names Eve (Fay for Eve herself), the rest Ann (Bob for Ann).
  const record = await voteAll(page, names, (voter) => {
    const half = names.indexOf(voter) < 4 ? 'Eve' : 'Ann';
    return voter === half ? (half === 'Eve' ? 'Fay' : 'Bob') : half;
  });
  const points = await checkReveal(page, names, record, 'Round 1 of 1 · Final round');
  await page.getByRole('button', { name: 'View Final Scores' }).click();
  const table = await finalTable(page);
  expect(Object.fromEntries(table)).toEqual(points);
  await snap(page, 'game-16-end-game-8-players');
  // prefers-reduced-motion: no confetti.
  await page.waitForTimeout(1000);
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Main Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fakeout' })).toBeVisible();
});
