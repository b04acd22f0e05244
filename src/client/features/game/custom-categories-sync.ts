// Issue 24 (decision 021): the device's list of custom categories and, for a signed-in user, the
// account's. The rule is simple: the device's copy is the one the game plays from, written first
// and at once (offline works, the game never waits on the network); a signed-in user's changes are
// then sent to the account as well. When the list loads signed in, the changes the account has
// not taken yet are sent again, and the list becomes the union of both, the account's version
// winning for an id both hold (unless this device's change of it is still waiting to be sent).
import type { CustomCategory } from '../../../engine';
import {
  createCustomCategory,
  deleteCustomCategory,
  listCustomCategories,
  updateCustomCategory,
} from '../../../shared/api/categories';
import { User } from '../../../shared/api/user';
import { ApiError, call } from '../../lib/api';
import { readJson, STORAGE_KEYS } from '../../lib/storage';
import { cleanCategories, type DeviceCategories } from './custom-categories-storage';

/** True when this device has a signed-in user cached (authUserData): only then is the account asked. */
export function signedInHere(): boolean {
  return readJson(STORAGE_KEYS.authUserData, User, null) !== null;
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The account's answer to one change: taken, refused for good (drop it), or try again later. */
type Outcome = 'done' | 'dropped' | 'later' | 'signed-out';

function outcomeOf(error: unknown): Outcome {
  const status = statusOf(error);
  if (status === 401) return 'signed-out';
  // refused for good: bad input, the account full (409), unknown: the device keeps its own copy
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return 'dropped';
  return 'later';
}

/** Sends one category to the account: a change, or a create when the account does not have it. */
export async function pushCategory(category: CustomCategory): Promise<Outcome> {
  const { id, ...fields } = category;
  try {
    await call(updateCustomCategory, fields, { id });
    return 'done';
  } catch (error) {
    if (statusOf(error) !== 404) return outcomeOf(error);
  }
  try {
    await call(createCustomCategory, category);
    return 'done';
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Deletes one on the account (already gone counts as done). */
export async function pushDeletion(id: string): Promise<Outcome> {
  try {
    await call(deleteCustomCategory, { id });
    return 'done';
  } catch (error) {
    return statusOf(error) === 404 ? 'done' : outcomeOf(error);
  }
}

/**
 * The device's list after meeting the account's: pending changes sent again, then the union
 * (the account's version wins). Signed out, or with the account out of reach, the device's list
 * as it is.
 */
export async function syncWithAccount(device: DeviceCategories): Promise<DeviceCategories> {
  if (!signedInHere()) return device;
  const deleted: string[] = [];
  for (const id of device.deleted) {
    const outcome = await pushDeletion(id);
    if (outcome === 'signed-out') return device;
    if (outcome === 'later') deleted.push(id);
  }
  const unsynced: string[] = [];
  for (const id of device.unsynced) {
    const category = device.categories.find((c) => c.id === id);
    if (!category) continue;
    const outcome = await pushCategory(category);
    if (outcome === 'signed-out') return device;
    if (outcome === 'later') unsynced.push(id);
  }
  let account: CustomCategory[];
  try {
    account = (await call(listCustomCategories)).categories;
  } catch {
    return { ...device, unsynced, deleted };
  }
  // a change the account has not taken yet is newer than the account's version of it
  const pending = new Set([...deleted, ...unsynced]);
  const fromAccount = account.filter((c) => !pending.has(c.id));
  const taken = new Set(fromAccount.map((c) => c.id));
  const merged = cleanCategories([
    ...fromAccount,
    ...device.categories.filter((c) => !taken.has(c.id) && !deleted.includes(c.id)),
  ]);
  return { categories: merged, unsynced, deleted };
}
