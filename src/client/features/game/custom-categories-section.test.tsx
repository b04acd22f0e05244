// Issue 24, part 1: the group's own categories on the game settings screen: add, edit and delete
// (with confirmations), the limits and the safety words, the device's copy and the account's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CUSTOM_CATEGORY_MESSAGES } from '../../../generator/category-safety';
import { answerEveryFetch } from '../../test/render';
import { CUSTOM_CATEGORY_TEXTS } from './custom-categories-section';
import { readDeviceCategories, writeDeviceCategories } from './custom-categories-storage';
import { GameSettingsScreen } from './game-settings-screen';
import { pageLoad, renderGame, testStore } from './game-test-helpers';

const quiz = {
  id: 'custom-quiz01',
  name: 'Pub Quiz Confessions',
  description: 'A question you got wrong in public.',
  type: 'statement',
} as const;

beforeEach(() => {
  localStorage.clear();
  pageLoad();
  for (const name of ['Ann', 'Bob', 'Cy']) testStore().play({ type: 'add-player', name });
  vi.stubGlobal('fetch', vi.fn(answerEveryFetch(503, 'down')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSettings() {
  const rendered = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
  await screen.findByRole('button', { name: 'Add a category' });
  return rendered;
}

type User = Awaited<ReturnType<typeof openSettings>>['user'];

async function fillForm(
  user: User,
  { name, description = '', type }: { name: string; description?: string; type?: RegExp },
) {
  const dialog = screen.getByRole('dialog');
  const nameBox = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.clear(nameBox);
  if (name) await user.type(nameBox, name);
  const descriptionBox = within(dialog).getByRole('textbox', { name: 'One-line description' });
  await user.clear(descriptionBox);
  if (description) await user.type(descriptionBox, description);
  if (type) await user.click(within(dialog).getByRole('radio', { name: type }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('Add a category', () => {
  it('adds one that is listed as yours, kept on the device and pickable like the eleven', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    expect(screen.getByRole('dialog', { name: 'Add a category' })).toBeTruthy();
    await fillForm(user, { ...quiz, type: /^Statement/ });

    expect(screen.queryByRole('dialog')).toBeNull();
    const list = screen.getByRole('list', { name: 'Your categories' });
    expect(within(list).getByText(quiz.name)).toBeTruthy();
    expect(within(list).getByText('Yours ·')).toBeTruthy();
    const stored = readDeviceCategories().categories;
    expect(stored).toEqual([{ ...quiz, id: expect.stringMatching(/^custom-[a-z0-9]{6,24}$/) }]);
    expect(testStore().getSession().state.customCategories).toEqual(stored);

    await user.click(screen.getByRole('switch', { name: quiz.name }));
    expect(testStore().getSession().state.selectedCategories).toEqual(['awkward', stored[0]!.id]);
    expect(screen.getByText('2/3 selected')).toBeTruthy();
  });

  it('counts characters and refuses a 41-character name and a 121-character description, focusing the field', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await fillForm(user, { name: 'n'.repeat(41) });
    const nameBox = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByText(CUSTOM_CATEGORY_TEXTS.nameTooLong)).toBeTruthy();
    expect(nameBox.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameBox);
    expect(screen.getByText('41/40')).toBeTruthy();

    await fillForm(user, { name: 'n'.repeat(40), description: 'd'.repeat(121) });
    const descriptionBox = screen.getByRole('textbox', { name: 'One-line description' });
    expect(screen.getByText(CUSTOM_CATEGORY_TEXTS.descriptionTooLong)).toBeTruthy();
    expect(document.activeElement).toBe(descriptionBox);
    expect(screen.queryByText(CUSTOM_CATEGORY_TEXTS.nameTooLong)).toBeNull();
    expect(readDeviceCategories().categories).toEqual([]);

    await fillForm(user, { name: '   ' });
    expect(screen.getByText(CUSTOM_CATEGORY_TEXTS.nameRequired)).toBeTruthy();
    await fillForm(user, { name: 'Awkward moments' });
    expect(screen.getByText(CUSTOM_CATEGORY_TEXTS.nameTaken)).toBeTruthy();
    expect(readDeviceCategories().categories).toEqual([]);
  });

  it("refuses a teen-denied word when the generator's age range is teens", async () => {
    localStorage.setItem(
      'gameSettings',
      JSON.stringify({ randomnessLevel: 50, ageRange: 'teens' }),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await fillForm(user, { name: 'Beer Pong Legends' });
    expect(screen.getByText(CUSTOM_CATEGORY_MESSAGES.nameDenied)).toBeTruthy();
    expect(readDeviceCategories().categories).toEqual([]);
  });

  it('shows a name as plain text, never as markup', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await fillForm(user, { name: '<b>Bold</b> & <i>x</i>' });
    expect(screen.getByText('<b>Bold</b> & <i>x</i>')).toBeTruthy();
    expect(document.querySelector('li b')).toBeNull();
  });

  it('stops at 50 categories, saying why', async () => {
    writeDeviceCategories({
      categories: Array.from({ length: 50 }, (_, i) => ({
        ...quiz,
        id: `custom-many${String(i).padStart(3, '0')}` as const,
        name: `Mine ${i}`,
      })),
      unsynced: [],
      deleted: [],
    });
    await openSettings();
    const add = screen.getByRole('button', { name: 'Add a category' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(CUSTOM_CATEGORY_TEXTS.full)).toBeTruthy();
  });
});

describe('Edit and Delete ask first', () => {
  beforeEach(() => writeDeviceCategories({ categories: [quiz], unsynced: [], deleted: [] }));

  it('edits only after "Save Changes"; Cancel goes back to the form with nothing changed', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: `About ${quiz.name}` }));
    await user.click(screen.getByRole('button', { name: `Edit ${quiz.name}` }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      quiz.name,
    );
    await fillForm(user, { name: 'Quiz Night', description: quiz.description, type: /^Story/ });
    const confirm = screen.getByRole('dialog', { name: `Save changes to “${quiz.name}”?` });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(readDeviceCategories().categories).toEqual([quiz]);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Quiz Night',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(readDeviceCategories().categories).toEqual([
      { ...quiz, name: 'Quiz Night', type: 'story' },
    ]);
    expect(screen.getByText('Quiz Night')).toBeTruthy();
    expect(testStore().getSession().state.customCategories?.[0]?.name).toBe('Quiz Night');
  });

  it('deletes only after "Delete" is confirmed, and a selected one leaves the selection', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: quiz.name }));
    expect(testStore().getSession().state.selectedCategories).toContain(quiz.id);
    await user.click(screen.getByRole('button', { name: `About ${quiz.name}` }));
    await user.click(screen.getByRole('button', { name: `Delete ${quiz.name}` }));
    const confirm = screen.getByRole('dialog', { name: `Delete “${quiz.name}”?` });
    // the safe choice has the focus
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(readDeviceCategories().categories).toEqual([quiz]);

    await user.click(screen.getByRole('button', { name: `Delete ${quiz.name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(readDeviceCategories().categories).toEqual([]);
    expect(screen.queryByText(quiz.name)).toBeNull();
    expect(testStore().getSession().state.selectedCategories).toEqual(['awkward']);
  });

  it('never changes a game in progress: its round keeps the category as it started', async () => {
    const store = testStore();
    store.play({ type: 'set-custom-categories', categories: [quiz] });
    store.play({ type: 'set-rounds', rounds: 1 });
    store.play({ type: 'toggle-category', category: quiz.id });
    store.play({ type: 'start' });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: `About ${quiz.name}` }));
    await user.click(screen.getByRole('button', { name: `Delete ${quiz.name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(readDeviceCategories().categories).toEqual([]);
    const { phase, state } = store.getSession();
    expect(phase).toBe('writing');
    expect(state.customCategories).toEqual([quiz]);
    expect(state.gameRounds[0]?.category).toBe(quiz.id);
  });
});

describe('a signed-in user keeps them on the account too', () => {
  const mine = { ...quiz, id: 'custom-acct01', name: 'From My Account' } as const;

  it('shows the union of the account and the device, and sends a new one to the account', async () => {
    localStorage.setItem(
      'authUserData',
      JSON.stringify({
        username: 'sam',
        email: 'sam@example.com',
        randomnessLevel: 50,
        ageRange: 'adults',
        isAdmin: false,
        isPremium: false,
      }),
    );
    writeDeviceCategories({ categories: [quiz], unsynced: [], deleted: [] });
    const calls: Array<{ method: string; url: string; body?: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const url = String(input);
        calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'GET') return Promise.resolve(Response.json({ categories: [mine] }));
        if (method === 'PATCH')
          return Promise.resolve(Response.json({ message: 'No such category' }, { status: 404 }));
        return Promise.resolve(Response.json(JSON.parse(String(init?.body)), { status: 201 }));
      }),
    );
    const { user } = await openSettings();
    await screen.findByText(mine.name);
    expect(screen.getByText(quiz.name)).toBeTruthy();
    expect(readDeviceCategories().categories.map((c) => c.id)).toEqual([mine.id, quiz.id]);

    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await fillForm(user, { name: 'Road Trips', type: /^Story/ });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/user/categories')).toBe(true),
    );
    const posted = calls.find((c) => c.method === 'POST')?.body;
    expect(posted).toMatchObject({ name: 'Road Trips', type: 'story', description: '' });
    await waitFor(() => expect(readDeviceCategories().unsynced).toEqual([]));
  });

  it('offline, keeps the change on the device and marks it to be sent later', async () => {
    localStorage.setItem(
      'authUserData',
      JSON.stringify({
        username: 'sam',
        email: 'sam@example.com',
        randomnessLevel: 50,
        ageRange: 'adults',
        isAdmin: false,
        isPremium: false,
      }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await fillForm(user, { name: 'Road Trips' });
    expect(screen.getByText('Road Trips')).toBeTruthy();
    const device = readDeviceCategories();
    expect(device.categories.map((c) => c.name)).toEqual(['Road Trips']);
    await waitFor(() =>
      expect(readDeviceCategories().unsynced).toEqual([device.categories[0]!.id]),
    );
  });
});
