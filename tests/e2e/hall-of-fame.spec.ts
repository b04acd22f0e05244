// Issue 15: the group's hall of fame at 390×844. Two games by the same group, seated in another
// order and with a name written differently, add up in one table; the views pass axe; with
// functional cookies refused the hall of fame keeps nothing and says it is off. Each game opens at
// its reveal from a save the engine played to (saved-game.ts); the players end it there.
import { expect, test, type Page } from '@playwright/test';
import { finalTable, passReveal, snap, type Chooser, type VotingRecord } from './game-helpers';
import { chooseCookies } from './legal-helpers';
import { useClock } from './page-helpers';
import { openSavedGame, SavedGame } from './saved-game';

test.use({ serviceWorkers: 'block' });

interface Totals {
  wins: number;
  fakerRounds: number;
  fooledMost: number;
  correct: number;
  cast: number;
}

/** One round's figures per name, computed by the test from what it chose and saw. */
function addRound(totals: Map<string, Totals>, names: string[], { faker, votes }: VotingRecord) {
  const voters = names.filter((n) => n !== faker);
  const found = voters.filter((n) => votes[n] === faker).length;
  const key = (n: string) => n.toLowerCase();
  for (const n of voters) {
    const t = totals.get(key(n))!;
    t.cast++;
    if (votes[n] === faker) t.correct++;
  }
  const f = totals.get(key(faker))!;
  f.fakerRounds++;
  if ((voters.length - found) * 2 > voters.length) f.fooledMost++;
}

/**
 * A one-round game of `names` (seated in that order), played by the engine up to its last vote and
 * opened at the reveal: the test reads the points and ends the game, which is when the hall of
 * fame counts it.
 */
async function finishOneRoundGame(page: Page, names: string[], choose: Chooser, seed: number) {
  const saved = SavedGame.started({ names, seed }).writeAll().fake().tellAll().skipDiscussion();
  const record = saved.voteAll(choose);
  await openSavedGame(page, saved);
  await passReveal(page);
  await page.getByRole('button', { name: 'View Final Scores' }).click();
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  return record;
}

const rate = (part: number, whole: number, none: string) =>
  whole === 0 ? `–${none}` : `${Math.round((part / whole) * 100)}%${part}/${whole}`;

async function expectTable(page: Page, totals: Map<string, Totals>, shownNames: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Hall of Fame' });
  await expect(dialog.getByText('2 games played together')).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText([
    '#Rank',
    'Player',
    'Wins',
    'Faker success rate',
    'Detective accuracy',
  ]);
  const rows = dialog.getByTestId('hall-of-fame-row');
  await expect(rows).toHaveCount(3);
  for (const name of shownNames) {
    const t = totals.get(name.toLowerCase())!;
    const row = rows.filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.locator('td').nth(1)).toHaveText(String(t.wins));
    await expect(row.locator('td').nth(2)).toHaveText(
      rate(t.fooledMost, t.fakerRounds, 'never the faker'),
    );
    await expect(row.locator('td').nth(3)).toHaveText(rate(t.correct, t.cast, 'no votes yet'));
  }
  // ranked by wins, most first
  const wins = await rows.locator('td:nth-of-type(2)').allTextContents();
  expect(wins.map(Number)).toEqual([...wins.map(Number)].sort((a, b) => b - a));
  await expect(dialog.getByTestId('hall-of-fame-game')).toHaveCount(2);
}

test('two games of one group, in another order, add up in the hall of fame', async ({ page }) => {
  await useClock(page);
  await page.goto('/');
  await chooseCookies(page, 'Accept All');

  const totals = new Map<string, Totals>(
    ['ann', 'bob', 'cy'].map((k) => [
      k,
      { wins: 0, fakerRounds: 0, fooledMost: 0, correct: 0, cast: 0 },
    ]),
  );
  const winsFrom = async (names: string[]) => {
    const table = await finalTable(page);
    const top = Math.max(...table.map(([, s]) => s));
    for (const [name, score] of table) if (score === top) totals.get(name.toLowerCase())!.wins++;
    expect(table.map(([n]) => n).sort()).toEqual([...names].sort());
  };

  // Game 1: everyone names the first other player.
  const first = ['Ann', 'Bob', 'Cy'];
  const r1 = await finishOneRoundGame(page, first, (_v, others) => others[0]!, 1);
  addRound(totals, first, r1);
  await winsFrom(first);
  await expect(page.getByRole('region', { name: 'Awards' }).getByTestId('award')).not.toHaveCount(
    0,
  );
  await snap(page, 'hall-of-fame-01-end-game-awards');

  // Game 2: the same people, seated in another order, Ann written "ann"; everyone names the
  // last other player.
  await page.getByRole('button', { name: 'Main Menu' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Start Game' }).click();
  for (const name of first) await page.getByRole('button', { name: `Remove ${name}` }).click();
  const second = ['Cy', 'ann', 'Bob'];
  const input = page.getByLabel('Player name');
  for (const name of second) {
    await input.fill(name);
    await input.press('Enter');
  }
  await expect(page.getByText('3/8 players added')).toBeVisible();
  const r2 = await finishOneRoundGame(page, second, (_v, others) => others.at(-1)!, 2);
  addRound(totals, second, r2);
  await winsFrom(second);

  // From the end-game screen: the group's combined totals.
  await page.getByRole('button', { name: 'Hall of Fame' }).click();
  await expectTable(page, totals, second);
  await snap(page, 'hall-of-fame-02-dialog-end-game');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hall of Fame' })).toBeFocused();

  // From the home screen, the same table; then clearing asks first.
  await page.getByRole('button', { name: 'Main Menu' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Hall of Fame' }).click();
  await expectTable(page, totals, second);
  await snap(page, 'hall-of-fame-03-dialog-home');
  await page.getByRole('button', { name: 'Clear Group' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear this group?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await snap(page, 'hall-of-fame-04-confirm-clear');
  await confirm.getByRole('button', { name: 'Clear Group' }).click();
  await expect(page.getByText(/No games yet/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fakeoutHallOfFame'))).toBeNull();
});

test('with functional cookies refused, nothing is kept and the hall of fame says it is off', async ({
  page,
}) => {
  await useClock(page);
  await page.goto('/');
  await chooseCookies(page, 'Necessary Only');
  await expect(page.getByRole('button', { name: 'Hall of Fame' })).toBeVisible();
  await snap(page, 'hall-of-fame-00-home');
  await finishOneRoundGame(page, ['Ann', 'Bob', 'Cy'], (_v, others) => others[0]!, 3);
  expect(await page.evaluate(() => localStorage.getItem('fakeoutHallOfFame'))).toBeNull();

  await page.getByRole('button', { name: 'Hall of Fame' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hall of Fame' });
  await expect(dialog).toContainText(
    'The hall of fame is off because functional cookies are refused in Cookie Settings.',
  );
  await expect(dialog.getByRole('table')).toHaveCount(0);
  await snap(page, 'hall-of-fame-05-off');
  await dialog.getByRole('link', { name: 'Cookie Settings' }).click();
  await expect(page).toHaveURL(/\/cookie-settings$/);

  // Issue 21: turning functional cookies on returns to the end of the game, which is kept, and the
  // game just finished joins the hall of fame.
  await page.getByRole('switch', { name: 'Functional' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page).toHaveURL(/\/end-game$/);
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await page.getByRole('button', { name: 'Hall of Fame' }).click();
  await expect(dialog.getByText('1 game played together')).toBeVisible();
  await expect(dialog.getByTestId('hall-of-fame-game')).toHaveCount(1);
});
