// Issue 24: a custom category in a game whose fakes the machine makes. Whether the machine can
// write it is decided before the game and said on the game settings before Start, never mid-round.
// This server has no story machine (no LLM): the custom round is played with the faker writing the
// lie, and no fake is ever asked for it. Then, with a story machine stood in for, its fake is
// written before the game and the round is the machine's, with no wait.
import { expect, test, type Page } from '@playwright/test';
import {
  expectHandOver,
  passReveal,
  skipDiscussion,
  snap,
  takeTheDevice,
  tellAll,
  voteAll,
  writeEntry,
} from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { useClock } from './page-helpers';
import { openSavedGame, SavedGame } from './saved-game';

// page.route sees every request only when no service worker answers it
test.use({ serviceWorkers: 'block' });

const names = ['Ann', 'Bob', 'Cy'];
const CUSTOM = {
  id: 'custom-peeves01',
  name: 'Pet Peeves',
  description: 'Something small that drives you up the wall.',
  type: 'story',
} as const;
const NO_MACHINE =
  "Your own categories are played with the faker writing the lie: the story machine can't " +
  'write them here.';
const MAY_FALL_BACK =
  "If the story machine can't write one of your own categories when the game starts, that " +
  'round is played with the faker writing the lie.';

/** The device holds the group's own category; the game settings, 3 players, 1 round. */
async function openSettings(page: Page) {
  await useClock(page);
  await storeCookieChoice(page);
  await page.addInitScript((category) => {
    if (localStorage.getItem('fakeoutCustomCategories')) return;
    localStorage.setItem(
      'fakeoutCustomCategories',
      JSON.stringify({ version: 1, categories: [category] }),
    );
  }, CUSTOM);
  await openSavedGame(page, SavedGame.setUp({ names, rounds: 1 }), '/game-settings');
  await page.getByRole('switch', { name: CUSTOM.name }).click();
  await expect(page.getByRole('switch', { name: CUSTOM.name })).toBeChecked();
  const mode = page.getByRole('radiogroup', { name: 'How the fake is made' });
  await expect(mode.getByRole('radio', { name: 'The machine writes it' })).toBeChecked();
}

/** The POSTs to /api/generate-story for the custom category, as they are sent. */
function customFakeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/generate-story') return;
    if (request.method() === 'POST' && request.postData()?.includes(CUSTOM.id))
      seen.push(request.postData() ?? '');
  });
  return seen;
}

const noteToggle = (page: Page, name: string) =>
  page.getByRole('button', { name: `Note for ${name} (only ${name} may look)` });

test('no story machine: the settings say so before Start, and the faker writes the custom lie', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked = customFakeRequests(page);
  await openSettings(page);

  const notice = page.getByText(NO_MACHINE);
  await expect(notice).toBeVisible();
  await notice.scrollIntoViewIfNeeded();
  await snap(page, 'custom-fallback-1-settings');

  await page.getByRole('button', { name: 'Start Game', exact: true }).click();
  await expect(page).toHaveURL(/\/story-input$/);

  let faker: string | null = null;
  for (const [i, name] of names.entries()) {
    if (i > 0) await expectHandOver(page, name);
    await takeTheDevice(page, name, page.getByText(`${name}'s Turn`));
    await expect(page.getByRole('heading', { name: CUSTOM.name })).toBeVisible();
    // every writer has the same closed note; only the faker's says to write the lie
    await expect(noteToggle(page, name)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/faker this round|write the lie this round/)).toHaveCount(0);
    await noteToggle(page, name).click();
    if (await page.getByText("Psst! You're the faker this round.").isVisible()) {
      faker = name;
      await expect(
        page.getByText('Write a story that is believable but not true.', { exact: false }),
      ).toBeVisible();
      if (i === 0) await snap(page, 'custom-fallback-2-faker-note');
    } else {
      await expect(
        page.getByText("You don't write the lie this round. Write a true story of your own."),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: 'Hide note' }).click();
    await page.getByRole('textbox').fill(`${name} tale ${faker === name ? 'made up' : 'true'}.`);
    await page.getByRole('button', { name: 'Submit Story' }).click();
  }
  expect(faker, 'exactly one writer was told to write the lie').not.toBeNull();

  // the lie is in: on to the storytelling, with no fake asked of anyone
  await expect(page).toHaveURL(/\/storytell-transition$/);
  await tellAll(page, names);
  await skipDiscussion(page);
  const record = await voteAll(page, names, (_voter, others, isFaker) =>
    isFaker ? null : others[0]!,
  );
  expect(record.faker).toBe(faker);
  await expect(page.getByTestId('made-by')).toHaveText(`${faker} wrote the lie`);
  await expect(page.getByText(`${faker} tale made up.`)).toBeVisible();
  await passReveal(page);
  expect(asked).toEqual([]);
});

test('a story machine writes the custom fake before the game: the round is the machine’s', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const STORY = 'People who clap when the plane lands drive me up the wall.';
  // The e2e server has no LLM. These two routes stand in for one (the answers a server with a story
  // machine gives); nothing else of the game is routed.
  await page.route('**/api/capabilities', (route) =>
    route.fulfill({ json: { customCategoryFakes: true } }),
  );
  await page.route('**/api/generate-story', (route) =>
    route.request().postData()?.includes(CUSTOM.id)
      ? route.fulfill({ json: { story: STORY, source: 'llm' } })
      : route.continue(),
  );
  const asked = customFakeRequests(page);
  await openSettings(page);
  await expect(page.getByText(MAY_FALL_BACK)).toBeVisible();

  await page.getByRole('button', { name: 'Start Game', exact: true }).click();
  await expect(page).toHaveURL(/\/story-input$/);
  expect(asked).toHaveLength(1);
  expect(JSON.parse(asked[0]!)).toMatchObject({
    category: CUSTOM.id,
    stories: [],
    customCategory: { name: CUSTOM.name, description: CUSTOM.description, contentType: 'story' },
  });

  // a machine round of a machine game: no note, the SPEC's screen
  for (const [i, name] of names.entries()) {
    if (i > 0) await expectHandOver(page, name);
    await takeTheDevice(page, name, page.getByText(`${name}'s Turn`));
    await expect(page.getByRole('button', { name: /^Note for / })).toHaveCount(0);
    await writeEntry(page, name, `${name} true tale.`);
  }
  await expect(page).toHaveURL(/\/storytell-transition$/);
  await tellAll(page, names);
  await skipDiscussion(page);
  const record = await voteAll(page, names, (_voter, others, isFaker) =>
    isFaker ? null : others[0]!,
  );
  await expect(page.getByTestId('made-by')).toHaveText('The machine wrote the fake');
  await expect(page.getByText(STORY)).toBeVisible();
  await expect(page.getByTestId('faker-entry')).toContainText(`${record.faker} true tale.`);
  // the fake was written before the game: nothing was asked once the round began
  expect(asked).toHaveLength(1);
});
