// Issue 24, part 1: a group's own category, from the game settings screen to the story input, at a
// phone's size, and through reloads (the device keeps it; the game keeps its own copy).
import { expect, test } from '@playwright/test';
import { snap } from './game-helpers';
import { storeCookieChoice } from './legal-helpers';
import { tapWhenArmed, useClock } from './page-helpers';
import { openSavedGame, SavedGame } from './saved-game';

test.use({ serviceWorkers: 'block' });

const NAME = 'Kitchen Disasters';
const DESCRIPTION = 'Something you cooked that went badly wrong.';

test('add your own category, pick it, start, and see it on the story input screen after a reload', async ({
  page,
}) => {
  await useClock(page);
  await storeCookieChoice(page);
  await openSavedGame(
    page,
    SavedGame.setUp({ names: ['Ann', 'Ben', 'Cy'], rounds: 1 }),
    '/game-settings',
  );

  await page.getByRole('button', { name: 'Add a category' }).click();
  const form = page.getByRole('dialog', { name: 'Add a category' });
  await form.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(41));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Names can be at most 40 characters.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await snap(page, 'custom-categories-1-form-error');

  await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await form.getByRole('textbox', { name: 'One-line description' }).fill(DESCRIPTION);
  await form.getByRole('radio', { name: /^Story/ }).check();
  await snap(page, 'custom-categories-2-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  const yours = page.getByRole('list', { name: 'Your categories' });
  await expect(yours.getByText(NAME)).toBeVisible();
  // the device keeps it: a reload finds it
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your categories' }).getByText(NAME)).toBeVisible();

  await page.getByRole('switch', { name: NAME }).click();
  await expect(page.getByRole('switch', { name: NAME })).toBeChecked();
  await page.getByRole('button', { name: `About ${NAME}` }).click();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await page.getByRole('button', { name: `About ${NAME}` }).scrollIntoViewIfNeeded();
  await snap(page, 'custom-categories-3-list');

  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(/\/story-input$/);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Your Story' })).toBeVisible();

  // a reload resumes the round behind the pass-the-device screen, with the category still there
  await page.reload();
  await expect(page.getByRole('heading', { name: NAME })).toHaveCount(0);
  await tapWhenArmed(page.getByRole('button', { name: "I'm Ready" }));
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await snap(page, 'custom-categories-4-story-input');
});

test('delete asks first, and the deletion survives a reload', async ({ page }) => {
  await storeCookieChoice(page);
  await page.addInitScript(
    ({ name, description }) => {
      if (localStorage.getItem('fakeoutCustomCategories')) return;
      localStorage.setItem(
        'fakeoutCustomCategories',
        JSON.stringify({
          version: 1,
          categories: [{ id: 'custom-kitchen01', name, description, type: 'statement' }],
        }),
      );
    },
    { name: NAME, description: DESCRIPTION },
  );
  await openSavedGame(page, SavedGame.setUp({ names: ['Ann', 'Ben', 'Cy'] }), '/game-settings');
  await page.getByRole('button', { name: `About ${NAME}` }).click();
  await page.getByRole('button', { name: `Delete ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${NAME}”?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await snap(page, 'custom-categories-5-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(NAME)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add a category' })).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
});
