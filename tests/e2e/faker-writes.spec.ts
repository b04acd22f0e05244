// Issue 24, part 2: a whole game where the faker writes the lie, played with the network off after
// the first load; its second round is the group's own category, added on the game settings offline. Every writer has the same closed note; only the faker's says so, with "Need an
// idea?" (made on the device, offline), which never fills the entry. No fake is asked of anyone;
// a reload on the faker's turn keeps the faker and the note; the reveal says who wrote the lie.
import { expect, test, type Page } from '@playwright/test';
import {
  addPlayers,
  checkReveal,
  expectHandOver,
  skipDiscussion,
  snap,
  takeTheDevice,
  tellAll,
  voteAll,
} from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { loadAndInstall, tapWhenArmed, useClock } from './page-helpers';

const names = ['Ann', 'Bob', 'Cy'];

const noteToggle = (page: Page, name: string) =>
  page.getByRole('button', { name: `Note for ${name} (only ${name} may look)` });

/** Nothing of any note is on the page (closed, or no note at all). */
async function expectNoteClosed(page: Page) {
  await expect(page.getByText(/faker this round|Need an idea|An idea:/)).toHaveCount(0);
}

/**
 * `name` writes: the note is closed until they open it; the faker's says so and offers an idea.
 * Returns whether `name` is the faker.
 */
async function writeTurn(
  page: Page,
  name: string,
  round: number,
  { first, photo, custom }: { first: boolean; photo: boolean; custom: boolean },
): Promise<boolean> {
  if (!first) await expectHandOver(page, name);
  await takeTheDevice(page, name, page.getByText(`${name}'s Turn`));
  await expect(
    page.getByRole('heading', { name: custom ? 'Worst Job' : 'Awkward Moments' }),
  ).toBeVisible();
  const area = page.getByRole('textbox');
  await expect(noteToggle(page, name)).toHaveAttribute('aria-expanded', 'false');
  await expectNoteClosed(page);
  await noteToggle(page, name).click();
  const faker = await page.getByText("Psst! You're the faker this round.").isVisible();
  if (!faker) {
    await expect(
      page.getByText("You don't write the lie this round.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Need an idea?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Hide note' }).click();
    await area.fill(`${name} true tale ${round}.`);
    await page.getByRole('button', { name: 'Submit Story' }).click();
    return false;
  }
  await page.getByRole('button', { name: 'Need an idea?' }).click();
  if (custom) {
    // the group's own category has no ready-made fakes on the device, and the story machine is out
    // of reach: no idea, said kindly, and the field stays the faker's
    await expect(page.getByText('No idea to offer this time.', { exact: false })).toBeVisible();
    await expect(area).toHaveValue('');
  } else {
    await expectIdea(page, name, photo);
  }
  await page.getByRole('button', { name: 'Hide note' }).click();
  await area.fill(`${name} made this one up ${round}.`);
  await page.getByRole('button', { name: 'Submit Story' }).click();
  return true;
}

/** The faker's idea, made on this device with the network off, never pasted into the entry. */
async function expectIdea(page: Page, name: string, photo: boolean) {
  const area = page.getByRole('textbox');
  const idea = page.getByTestId('idea');
  await expect(idea).toContainText('Retell it in your own words');
  const firstIdea = await idea.locator('blockquote').textContent();
  expect(firstIdea?.length).toBeGreaterThan(10);
  await expect(area).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Another idea' })).toBeVisible();
  if (photo) {
    await snap(page, 'fake-modes-faker-note-idea');
    // a reload on the faker's turn: the neutral screen first, then the same faker, note closed
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pass the Device' })).toBeVisible();
    await expectHandOver(page, name);
    await tapWhenArmed(page.getByRole('button', { name: "I'm Ready" }));
    await expect(page.getByText(`${name}'s Turn`)).toBeVisible();
    await expectNoteClosed(page);
    await noteToggle(page, name).click();
    await expect(page.getByText("Psst! You're the faker this round.")).toBeVisible();
    await expect(area).toHaveValue('');
  }
}

test('a whole 3-player game where the faker writes the lie, offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await useClock(page);
  await storeCookieChoice(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const fakeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/generate-story')
      fakeRequests.push(request.postData() ?? '');
  });

  await loadAndInstall(page);
  await context.setOffline(true);

  await addPlayers(page, names);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Game Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Decrease Rounds', exact: true }).click();
  // the group's own category, added with the phone offline
  await page.getByRole('button', { name: 'Add a category' }).click();
  await page.getByLabel('Name').fill('Worst Job');
  await page.getByLabel('One-line description').fill('The worst job you ever had, and why.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('switch', { name: 'Worst Job' }).click();
  await expect(page.getByRole('switch', { name: 'Worst Job' })).toBeChecked();
  const mode = page.getByRole('radiogroup', { name: 'How the fake is made' });
  await expect(mode.getByRole('radio', { name: 'The machine writes it' })).toBeChecked();
  await mode.getByRole('radio', { name: 'The faker writes the lie' }).click();
  await expect(mode.getByRole('radio', { name: 'The faker writes the lie' })).toBeChecked();
  await snap(page, 'fake-modes-settings');
  await page.getByRole('button', { name: 'Start Game', exact: true }).click();
  await expect(page).toHaveURL(/\/story-input$/);

  for (const round of [1, 2]) {
    let faker: string | null = null;
    for (const [i, name] of names.entries()) {
      const isFaker = await writeTurn(page, name, round, {
        first: i === 0,
        photo: round === 1,
        custom: round === 2,
      });
      if (isFaker) faker = name;
    }
    expect(faker, 'exactly one writer was told they are the faker').not.toBeNull();
    // straight on to the storytelling: the lie is in, nothing to prepare
    await expect(page).toHaveURL(/\/storytell-transition$/);
    await tellAll(page, names);
    await skipDiscussion(page);
    const record = await voteAll(page, names, (voter, others, isFaker) =>
      isFaker ? null : others[0]!,
    );
    expect(record.faker).toBe(faker);
    const madeBy = page.getByTestId('made-by');
    await expect(madeBy).toHaveText(`${faker} wrote the lie`);
    await expect(page.getByText(`${faker} made this one up ${round}.`)).toBeVisible();
    await expect(page.getByTestId('faker-entry')).toHaveCount(0);
    if (round === 1) await snap(page, 'fake-modes-reveal');
    await checkReveal(
      page,
      names,
      record,
      round === 1 ? 'Round 1 of 2 · 1 round left' : 'Round 2 of 2 · Final round',
    );
    await expect(madeBy).toHaveText(`${faker} wrote the lie`);
    await page
      .getByRole('button', { name: round === 1 ? 'Next Round' : 'View Final Scores' })
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  // no fake was asked of anyone: the one call is the faker's "Need an idea?" in the custom round,
  // which tries the story machine (out of reach) since the device has no ideas for it
  expect(fakeRequests).toHaveLength(1);
  expect(JSON.parse(fakeRequests[0]!)).toMatchObject({ customCategory: { name: 'Worst Job' } });
  expect(pageErrors).toEqual([]);
  await context.setOffline(false);
});
