// Issue 24: a signed-in user's own categories on the account (decision 021): the contract's limits,
// bad input as 400 with the field, 409 over 50, another user's category as 404, 401 signed out.
import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_CATEGORIES } from '../../src/engine/custom-categories';
import { CUSTOM_CATEGORY_MESSAGES } from '../../src/generator/category-safety';
import { CUSTOM_CATEGORY_API_MESSAGES } from '../../src/shared/api/categories';
import { registerAccount, sendJson } from '../helpers/auth';
import { expectRefusal, useTestApp } from '../helpers/test-app';
import { TEST_DATABASE_KINDS } from '../helpers/test-db';

const PATH = '/api/user/categories';
let serial = 0;
const newId = () => `custom-t${(serial++).toString().padStart(6, '0')}`;
const category = (overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  name: 'Kitchen Disasters',
  description: 'Something you cooked that went wrong.',
  type: 'story',
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)('custom categories on %s', (kind) => {
  // the write limit is per IP; these tests make many writes from one address
  const ctx = useTestApp(kind, {
    writeRateLimitPerMinute: 100_000,
    authRateLimitPerMinute: 100_000,
  });

  const list = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: PATH, headers: cookie ? { cookie } : {} });
  const create = (cookie: string, body: unknown) =>
    sendJson(ctx.app, 'POST', PATH, body, { cookie });
  const patch = (cookie: string, id: string, body: unknown) =>
    sendJson(ctx.app, 'PATCH', `${PATH}/${id}`, body, { cookie });
  const remove = (cookie: string | undefined, id: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `${PATH}/${id}`,
      headers: cookie ? { cookie } : {},
    });

  it('creates, lists, changes and deletes a category (the happy path)', async () => {
    const { cookie } = await registerAccount(ctx.app);
    expect((await list(cookie)).json()).toEqual({ categories: [] });

    const body = category({ name: '  Kitchen Disasters  ' });
    const created = await create(cookie, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...body, name: 'Kitchen Disasters' });

    const listed = await list(cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json()).toEqual({ categories: [{ ...body, name: 'Kitchen Disasters' }] });

    const changed = await patch(cookie, body.id, { name: 'Oven Fires', type: 'statement' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: body.id,
      name: 'Oven Fires',
      description: body.description,
      type: 'statement',
    });

    const deleted = await remove(cookie, body.id);
    expect(deleted.statusCode).toBe(204);
    expect((await list(cookie)).json()).toEqual({ categories: [] });
    expect((await remove(cookie, body.id)).statusCode).toBe(404);
  });

  it('takes a 40-character name and a 120-character description, and refuses 41 and 121', async () => {
    const { cookie } = await registerAccount(ctx.app);
    const longest = category({ name: 'n'.repeat(40), description: 'd'.repeat(120) });
    expect((await create(cookie, longest)).statusCode).toBe(201);
    expectRefusal(await create(cookie, category({ name: 'n'.repeat(41) })), 'name');
    expectRefusal(await create(cookie, category({ description: 'd'.repeat(121) })), 'description');
    expectRefusal(await patch(cookie, longest.id, { name: 'n'.repeat(41) }), 'name');
    expectRefusal(await patch(cookie, longest.id, { description: 'd'.repeat(121) }), 'description');
    // nothing refused was kept
    expect((await list(cookie)).json().categories).toEqual([longest]);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['name', { name: 'two\nlines' }],
    ['name', { name: 42 }],
    ['description', { description: 'two\nlines' }],
    ['type', { type: 'poem' }],
    ['id', { id: 'awkward' }],
    ['id', { id: 'custom-AB' }],
    ['body', { extra: true }],
  ])('refuses bad input with 400 naming the field: %s %j', async (field, overrides) => {
    const { cookie } = await registerAccount(ctx.app);
    const refused = expectRefusal(await create(cookie, category(overrides)), field);
    expect(refused.message).not.toMatch(/^\s*$/);
    expect((await list(cookie)).json()).toEqual({ categories: [] });
  });

  it('refuses a PATCH of an unknown field or a bad type with 400', async () => {
    const { cookie } = await registerAccount(ctx.app);
    const body = category();
    await create(cookie, body);
    expectRefusal(await patch(cookie, body.id, { type: 'poem' }), 'type');
    expectRefusal(await patch(cookie, body.id, { id: newId() }), 'body');
  });

  it('checks names with the safety words: the teen denylist for a teen account only', async () => {
    const teen = await registerAccount(ctx.app);
    await sendJson(ctx.app, 'PATCH', '/api/user/settings', { ageRange: 'teens' }, teen);
    const refused = expectRefusal(
      await create(teen.cookie, category({ name: 'Beer Stories' })),
      'name',
    );
    expect(refused.message).toBe(CUSTOM_CATEGORY_MESSAGES.nameDenied);
    expectRefusal(
      await create(
        teen.cookie,
        category({ name: 'Parties', description: 'the night I got drunk' }),
      ),
      'description',
    );
    const adult = await registerAccount(ctx.app);
    await sendJson(ctx.app, 'PATCH', '/api/user/settings', { ageRange: 'adults' }, adult);
    expect((await create(adult.cookie, category({ name: 'Beer Stories' }))).statusCode).toBe(201);
    // the prompt's delimiters are refused for everyone
    expectRefusal(await create(adult.cookie, category({ name: 'a >>> b' })), 'name');
  });

  it('keeps at most 50: the 51st is refused with 409, and one id once', async () => {
    const { cookie } = await registerAccount(ctx.app);
    const first = category();
    expect((await create(cookie, first)).statusCode).toBe(201);
    const duplicate = await create(cookie, { ...first, name: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: CUSTOM_CATEGORY_API_MESSAGES.duplicate });
    for (let i = 1; i < MAX_CUSTOM_CATEGORIES; i++) {
      expect((await create(cookie, category({ name: `Category ${i}` }))).statusCode).toBe(201);
    }
    const over = await create(cookie, category({ name: 'One too many' }));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: CUSTOM_CATEGORY_API_MESSAGES.tooMany });
    expect((await list(cookie)).json().categories).toHaveLength(MAX_CUSTOM_CATEGORIES);
  });

  it("answers 404 for another user's category, on PATCH and DELETE, and leaves it alone", async () => {
    const owner = await registerAccount(ctx.app);
    const stranger = await registerAccount(ctx.app);
    const body = category();
    await create(owner.cookie, body);

    const patched = await patch(stranger.cookie, body.id, { name: 'Mine now' });
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toEqual({ message: CUSTOM_CATEGORY_API_MESSAGES.notFound });
    expect((await remove(stranger.cookie, body.id)).statusCode).toBe(404);
    expect((await list(stranger.cookie)).json()).toEqual({ categories: [] });
    expect((await list(owner.cookie)).json()).toEqual({ categories: [body] });
    // the same id on another account is that account's own category
    expect((await create(stranger.cookie, body)).statusCode).toBe(201);
    expect((await patch(owner.cookie, 'custom-neverheard', { name: 'x' })).statusCode).toBe(404);
  });

  it('answers 401 to every call signed out', async () => {
    const body = category();
    expect((await list()).statusCode).toBe(401);
    expect((await sendJson(ctx.app, 'POST', PATH, body)).statusCode).toBe(401);
    expect((await sendJson(ctx.app, 'PATCH', `${PATH}/${body.id}`, { name: 'x' })).statusCode).toBe(
      401,
    );
    expect((await remove(undefined, body.id)).statusCode).toBe(401);
  });
});
