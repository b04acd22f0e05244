// Shared steps of the game's browser tests: they drive the UI the way players do, and learn who the
// faker is only the way a player would (the faker's own voting screen says so).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { finishFades, skipAhead, tapWhenArmed } from './page-helpers';

export const GAME_ROUTES = [
  '/',
  '/player-setup',
  '/game-settings',
  '/story-input',
  '/storytell-transition',
  '/storytelling',
  '/discussion',
  '/voting-transition',
  '/voting',
  '/reveal',
  '/end-game',
];

/** Ends the 0.5 s fades, saves a screenshot and expects zero axe violations. */
export async function snap(page: Page, name: string): Promise<void> {
  await finishFades(page);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (v) => `${name}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
    ),
  ).toEqual([]);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * From a fresh load of the home screen, adds the players. `onHome` runs once the home screen shows,
 * before "Start Game" is tapped (a test that reads the screen first, as a player does).
 */
export async function addPlayers(
  page: Page,
  names: string[],
  { onHome }: { onHome?: () => Promise<void> } = {},
): Promise<void> {
  await page.goto('/');
  if (onHome) {
    await expect(button(page, 'Start Game')).toBeVisible();
    await onHome();
  }
  await button(page, 'Start Game').click();
  await expect(page.getByRole('heading', { name: "Who's Playing?" })).toBeVisible();
  const input = page.getByLabel('Player name');
  for (const name of names) {
    await input.fill(name);
    await input.press('Enter');
  }
  await expect(page.getByText(`${names.length}/8 players added`)).toBeVisible();
}

/** From player setup: Next, set the rounds, pick the categories and start. */
export async function configureAndStart(
  page: Page,
  { rounds, categories }: { rounds: number; categories: string[] },
): Promise<void> {
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { name: 'Game Settings' })).toBeVisible();
  const decrease = button(page, 'Decrease Rounds');
  const increase = button(page, 'Increase Rounds');
  for (let i = 3; i > rounds; i--) await decrease.click();
  for (let i = 3; i < rounds; i++) await increase.click();
  for (const name of categories) {
    const toggle = page.getByRole('switch', { name, exact: true });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  }
  await button(page, 'Start Game').click();
  await expect(page).toHaveURL(/\/story-input$/);
}

/**
 * The device reaches `name`: through the pass-the-device screen that stands between two players'
 * private screens (issue 21), when it shows; then `name`'s own screen is there.
 */
export async function takeTheDevice(page: Page, name: string, own: Locator): Promise<void> {
  const gate = page.getByText(new RegExp(`^It's ${name}'s turn to `));
  await expect(gate.or(own).first()).toBeVisible();
  if (await gate.isVisible()) await tapWhenArmed(button(page, "I'm Ready"));
  await expect(own).toBeVisible();
}

/**
 * The neutral pass-the-device screen for `name` is up, and nothing private is on the page: no
 * entry field, no text read out, no note (issue 21: never shown to the previous holder).
 */
export async function expectHandOver(page: Page, name: string): Promise<void> {
  await expect(page.getByText(new RegExp(`^It's ${name}'s turn to `))).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('blockquote')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Note for / })).toHaveCount(0);
}

/** Writes one entry for the player whose turn it is (checking it is `name`'s turn). */
export async function writeEntry(page: Page, name: string, text: string): Promise<void> {
  await takeTheDevice(page, name, page.getByText(`${name}'s Turn`));
  const area = page.getByRole('textbox');
  await expect(area).toHaveValue('');
  await area.fill(text);
  await page.getByRole('button', { name: /^Submit (Story|Statement)$/ }).click();
}

/** Every player writes; then the fake is made and the storytell transition shows. */
export async function writeAll(page: Page, names: string[], round: number): Promise<void> {
  for (const [i, name] of names.entries()) {
    // issue 21: every writer after the first gets the device through the neutral screen
    if (i > 0) await expectHandOver(page, name);
    await writeEntry(page, name, `${name} true tale ${round}.`);
  }
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
}

/** Each player in turn reads (the device passes on); then the discussion. */
export async function tellAll(page: Page, names: string[]): Promise<void> {
  await expect(page.getByText('First up:')).toBeVisible();
  await button(page, 'Start Sharing').click();
  await readAll(page, names);
}

/** From the first reader's screen: each reads and passes the device on; then the discussion. */
export async function readAll(page: Page, names: string[]): Promise<void> {
  for (const [i, name] of names.entries()) {
    const own = page.getByRole('heading', { name: `${name}, read this out loud` });
    if (i > 0) await expectHandOver(page, name);
    await takeTheDevice(page, name, own);
    const next = i === names.length - 1 ? 'Continue to Discussion' : 'Next Player';
    await tapWhenArmed(button(page, next));
  }
  await expect(page).toHaveURL(/\/discussion$/);
}

export async function skipDiscussion(page: Page): Promise<void> {
  await button(page, 'Skip Timer').click();
  await button(page, 'Proceed to Voting').click();
  await expect(page).toHaveURL(/\/voting-transition$/);
}

/** Who each voter names: a name, or null to pass (only the faker may). */
export type Chooser = (voter: string, others: string[], isFaker: boolean) => string | null;

export interface VotingRecord {
  faker: string;
  votes: Record<string, string | null>;
}

/** Every player votes in turn; the test learns the faker from the faker's own screen. */
export async function voteAll(
  page: Page,
  names: string[],
  choose: Chooser,
  hooks: {
    beforeVote?: (voter: string, isFaker: boolean) => Promise<void>;
    afterVote?: (voter: string, index: number) => Promise<void>;
  } = {},
): Promise<VotingRecord> {
  let faker: string | null = null;
  const votes: Record<string, string | null> = {};
  await expect(page.getByRole('heading', { name: 'Pass the Device' })).toBeVisible();
  await expect(page.getByText(`It's ${names[0]}'s turn to vote.`)).toBeVisible();
  await tapWhenArmed(button(page, 'Ready to Vote'));
  for (const [i, voter] of names.entries()) {
    await expect(page.getByText(`${voter}'s Vote`)).toBeVisible();
    const isFaker = await readOwnNote(page, voter, 'Psst! You are the faker.');
    if (isFaker) faker = voter;
    const others = names.filter((n) => n !== voter);
    await expect(page.getByRole('radio')).toHaveText(others);
    if (hooks.beforeVote) await hooks.beforeVote(voter, isFaker);
    const suspect = choose(voter, others, isFaker);
    if (suspect) await page.getByRole('radio', { name: suspect, exact: true }).click();
    votes[voter] = suspect;
    await tapWhenArmed(button(page, 'Submit Vote'));
    if (hooks.afterVote) await hooks.afterVote(voter, i);
    if (i < names.length - 1) {
      await expect(page.getByText(`It's ${names[i + 1]}'s turn to vote.`)).toBeVisible();
      await tapWhenArmed(button(page, 'Ready to Vote'));
    }
  }
  await expect(page).toHaveURL(/\/reveal$/);
  expect(faker, 'exactly one voter was told they are the faker').not.toBeNull();
  return { faker: faker!, votes };
}

/**
 * Opens `name`'s closed note (every reader and voter has one, issue 21), tells whether it holds
 * `secret`, and closes it again.
 */
export async function readOwnNote(page: Page, name: string, secret: string): Promise<boolean> {
  const toggle = page.getByRole('button', { name: `Note for ${name} (only ${name} may look)` });
  await toggle.click();
  const has = await page.getByText(secret).isVisible();
  await page.getByRole('button', { name: 'Hide note' }).click();
  return has;
}

/** SPEC §4 Scoring, computed independently by the test. */
export function expectedPoints(
  names: string[],
  { faker, votes }: VotingRecord,
): Record<string, number> {
  const against = names.filter((n) => n !== faker && votes[n] === faker).length;
  return Object.fromEntries(
    names.map((n) => [n, n === faker ? names.length - 1 - against : votes[n] === faker ? 1 : 0]),
  );
}

/** SPEC §9: the reveal's faker stage lasts 3 s, its votes stage 2.5 s. */
export const REVEAL_STAGES_MS = { faker: 3000, votes: 2500 } as const;

/**
 * Goes through the reveal's stages (skipped on the clock, with useClock): the faker, then the votes
 * (where `atVotes` looks), then the points; the button waits for the last stage.
 */
export async function passReveal(page: Page, atVotes?: () => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { name: 'The faker was...' })).toBeVisible();
  const next = page.getByRole('button', { name: /^(Next Round|View Final Scores)$/ });
  await expect(next).toBeDisabled();
  await skipAhead(page, REVEAL_STAGES_MS.faker);
  await expect(page.getByText('Voting Results')).toBeVisible({ timeout: 5_000 });
  await atVotes?.();
  await skipAhead(page, REVEAL_STAGES_MS.votes);
  await expect(page.getByText('Points Earned This Round')).toBeVisible({ timeout: 5_000 });
  await expect(next).toBeEnabled();
}

/** The reveal's stages, checked: the faker, the votes and "+N" per player. */
export async function checkReveal(
  page: Page,
  names: string[],
  record: VotingRecord,
  roundText: string,
): Promise<Record<string, number>> {
  await passReveal(page, async () => {
    for (const voter of names.filter((n) => n !== record.faker)) {
      const mark = record.votes[voter] === record.faker ? 'Correct' : 'Wrong';
      await expect(page.getByRole('listitem').filter({ hasText: `${voter} voted for` })).toHaveText(
        `${mark}: ${voter} voted for ${record.votes[voter] ?? 'nobody'}`,
      );
    }
  });
  const expected = expectedPoints(names, record);
  const rows = page.getByTestId('round-points');
  await expect(rows).toHaveText(
    names.map((n) => `${n}${n === record.faker ? 'Faker' : ''}+${expected[n]}`),
  );
  await expect(page.getByTestId('round-status')).toHaveText(roundText);
  return expected;
}

/** The final table as [name, score] rows, in order. */
export async function finalTable(page: Page): Promise<[string, number][]> {
  const rows = page.getByTestId('final-score');
  await expect(rows.first()).toBeVisible();
  const out: [string, number][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    const score = Number(await row.locator('td').last().textContent());
    out.push([name, score]);
  }
  return out;
}
