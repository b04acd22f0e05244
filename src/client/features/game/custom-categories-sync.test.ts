// Issue 24 (decision 021): the device's list meets the account's when it loads signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomCategory } from '../../../engine';
import { syncWithAccount } from './custom-categories-sync';

const cat = (id: string, name: string): CustomCategory => ({
  id: id as CustomCategory['id'],
  name,
  description: '',
  type: 'story',
});
const SAM = {
  username: 'sam',
  email: 'sam@example.com',
  randomnessLevel: 50,
  ageRange: 'adults',
  isAdmin: false,
  isPremium: false,
};

type Call = { method: string; url: string; body?: unknown };

/** A fake account: its list, and the calls it was sent. */
function account(list: CustomCategory[], status: Partial<Record<string, number>> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const forced = status[method];
      if (forced) return Promise.resolve(Response.json({ message: 'no' }, { status: forced }));
      if (method === 'GET') return Promise.resolve(Response.json({ categories: list }));
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (method === 'PATCH') {
        const id = url.split('/').at(-1);
        const known = list.find((c) => c.id === id);
        if (!known)
          return Promise.resolve(Response.json({ message: 'No such category' }, { status: 404 }));
        return Promise.resolve(Response.json({ ...known, ...body }));
      }
      return Promise.resolve(Response.json(body, { status: 201 }));
    }),
  );
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('syncWithAccount', () => {
  it('signed out, asks nothing and keeps the device list as it is', async () => {
    const calls = account([]);
    const device = { categories: [cat('custom-dev001', 'Mine')], unsynced: [], deleted: [] };
    expect(await syncWithAccount(device)).toEqual(device);
    expect(calls).toEqual([]);
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.setItem('authUserData', JSON.stringify(SAM)));

    it('shows the union, the account winning for an id both hold', async () => {
      account([cat('custom-both01', 'Account name'), cat('custom-acct01', 'Only on account')]);
      const synced = await syncWithAccount({
        categories: [cat('custom-both01', 'Device name'), cat('custom-dev001', 'Only on device')],
        unsynced: [],
        deleted: [],
      });
      expect(synced.categories.map((c) => c.name)).toEqual([
        'Account name',
        'Only on account',
        'Only on device',
      ]);
    });

    it('sends again what the account has not taken: a deletion, an edit, a create', async () => {
      const calls = account([cat('custom-gone01', 'Deleted here'), cat('custom-edit01', 'Old')]);
      const synced = await syncWithAccount({
        categories: [cat('custom-edit01', 'New'), cat('custom-made01', 'Made offline')],
        unsynced: ['custom-edit01', 'custom-made01'],
        deleted: ['custom-gone01'],
      });
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'DELETE /api/user/categories/custom-gone01',
        'PATCH /api/user/categories/custom-edit01',
        'PATCH /api/user/categories/custom-made01',
        'POST /api/user/categories',
        'GET /api/user/categories',
      ]);
      expect(synced.unsynced).toEqual([]);
      expect(synced.deleted).toEqual([]);
    });

    it("keeps this device's pending change when the account is out of reach, and it wins", async () => {
      account([cat('custom-edit01', 'Old')], { PATCH: 503 });
      const synced = await syncWithAccount({
        categories: [cat('custom-edit01', 'New')],
        unsynced: ['custom-edit01'],
        deleted: [],
      });
      expect(synced.unsynced).toEqual(['custom-edit01']);
      expect(synced.categories.map((c) => c.name)).toEqual(['New']);
    });

    it('a 401 (the session ended) leaves the device list untouched', async () => {
      account([], { GET: 401, PATCH: 401 });
      const device = {
        categories: [cat('custom-dev001', 'Mine')],
        unsynced: ['custom-dev001'],
        deleted: [],
      };
      expect(await syncWithAccount(device)).toEqual(device);
    });
  });
});
