// Issue 12, the faker's moment: on the storytelling screen only the faker's own note says the entry
// isn't theirs; it stays closed until the reader opens it (so a glance while the phone is passed on
// shows nothing), is closed again after a reload, and never reaches a URL. The fake itself is a whole
// corpus entry made by the real server: the game opens with every entry written (saved-game.ts),
// where the app asks for it.
import { expect, test, type Page } from '@playwright/test';
import { skipDiscussion, snap, takeTheDevice, voteAll } from './game-helpers';
import { tapWhenArmed } from './page-helpers';
import { storeCookieChoice } from './legal-helpers';
import { openSavedGame, SavedGame } from './saved-game';

test.use({ serviceWorkers: 'block' });

const ENTRIES: Record<string, string> = {
  Ann: 'i waved at someone who was waving at the person behind me',
  Bob: 'called my teacher mum in front of the whole class',
  Cy: 'tripped going up the stairs at prizegiving and everyone clapped',
};

async function openNote(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: `Note for ${name} (only ${name} may look)` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide note' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

test("the faker's private note shows to the faker alone", async ({ page }) => {
  await storeCookieChoice(page);
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  const names = Object.keys(ENTRIES);
  const written = SavedGame.started({ names }).write(...names.map((name) => ENTRIES[name]!));
  await openSavedGame(page, written);
  await expect(page).toHaveURL(/\/storytell-transition$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Start Sharing' }).click();

  let noteFaker: string | null = null;
  for (const [i, name] of names.entries()) {
    // issue 21: each reader after the first takes the device through the pass-the-device screen
    await takeTheDevice(
      page,
      name,
      page.getByRole('heading', { name: `${name}, read this out loud` }),
    );
    const content = (await page.locator('blockquote').textContent())?.replace(/^“|”$/g, '') ?? '';
    const isFaker = content !== ENTRIES[name];
    // closed while the phone changes hands: nothing of the note is on the page
    await expect(page.getByText(/faker|isn't yours/i)).toHaveCount(0);
    await openNote(page, name);
    if (isFaker) {
      noteFaker = name;
      await expect(page.getByText("Psst! This story isn't yours.")).toBeVisible();
      await expect(page.getByText(/You're the faker this round/)).toBeVisible();
      await snap(page, 'game-faker-note');
      // a reload lands on the neutral hand-over screen, and the note is closed again
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Pass the Device' })).toBeVisible();
      await expect(page.getByText(/faker|isn't yours/i)).toHaveCount(0);
      await page.getByRole('button', { name: "I'm Ready" }).click();
      await expect(
        page.getByRole('heading', { name: `${name}, read this out loud` }),
      ).toBeVisible();
      await expect(page.getByText(/faker|isn't yours/i)).toHaveCount(0);
    } else {
      await expect(
        page.getByText('This is your own story, word for word. Read it just as you wrote it.'),
      ).toBeVisible();
      await expect(page.getByText(/faker|isn't yours/i)).toHaveCount(0);
    }
    const next = i === names.length - 1 ? 'Continue to Discussion' : 'Next Player';
    await tapWhenArmed(page.getByRole('button', { name: next, exact: true }));
  }
  expect(noteFaker, 'exactly one reader got a fake').not.toBeNull();
  await expect(page).toHaveURL(/\/discussion$/);
  await skipDiscussion(page);
  // the voting screen names the same faker the note did
  const record = await voteAll(page, names, (_voter, others, isFaker) =>
    isFaker ? null : others[0]!,
  );
  expect(record.faker).toBe(noteFaker);
  // nothing of the round was ever in an address
  for (const url of urls) expect(new URL(url).search + new URL(url).hash).toBe('');
});
