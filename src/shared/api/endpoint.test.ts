import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../engine/categories';
import * as api from './index';
import { endpoint, pathOf, type CallArgs, type Endpoint, type ErrorOf } from './endpoint';
import {
  customFakeRequestOf,
  fakeRequestOf,
  GenerateStoryRequest,
  type BuiltInStoryInput,
} from './stories';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every endpoint definition the shared API exports, by name. */
const endpoints = Object.entries(api).flatMap(([name, value]) =>
  isEndpoint(value) ? [[name, value] as const] : [],
);

describe('the endpoint definitions', () => {
  it("cover every call of SPEC §7, the admin stats, the health checks and issue 24's additions, each once", () => {
    const calls = endpoints.map(([, e]) => `${e.method} ${e.path}`).sort();
    expect(calls).toEqual(
      [
        'GET /api/admin/stats',
        'GET /api/capabilities',
        'GET /api/security-questions/:username',
        'GET /api/user',
        'GET /api/user/categories',
        'POST /api/user/categories',
        'PATCH /api/user/categories/:id',
        'DELETE /api/user/categories/:id',
        'GET /healthz',
        'GET /readyz',
        'PATCH /api/user/settings',
        'POST /api/complete-game',
        'POST /api/forgot-password/verify',
        'POST /api/games',
        'POST /api/generate-story',
        'POST /api/login',
        'POST /api/logout',
        'POST /api/register',
        'POST /api/reset-password',
        'POST /api/track-category',
        'POST /api/track-game-start',
      ].sort(),
    );
  });

  it('give every GET and DELETE no body, and every write but logout a request schema', () => {
    for (const [name, e] of endpoints) {
      if (e.method === 'GET' || e.method === 'DELETE' || e.path === '/api/logout')
        expect(e.request, name).toBeUndefined();
      else expect(e.request, name).toBeDefined();
    }
  });

  it('are frozen', () => {
    const defined = endpoint({ method: 'GET', path: '/x', response: api.NoContent });
    expect(Object.isFrozen(defined)).toBe(true);
    expect(defined.request).toBeUndefined();
  });
});

describe('pathOf', () => {
  it('fills in and percent-encodes each parameter', () => {
    expect(pathOf('/api/security-questions/:username', { username: 'a b/c?' })).toBe(
      '/api/security-questions/a%20b%2Fc%3F',
    );
    expect(pathOf('/api/games')).toBe('/api/games');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathOf('/api/security-questions/:username', {})).toThrow('username');
  });
});

describe('the request bodies are typed by the schemas the server checks', () => {
  it('CallArgs asks for the body, then the path parameters', () => {
    const createGame: CallArgs<typeof api.createGame> = [
      { rounds_count: 3, timer_minutes: 5, selected_categories: ['awkward'] },
    ];
    const questions: CallArgs<typeof api.securityQuestions> = [{ username: 'sam' }];
    const logout: CallArgs<typeof api.logout> = [];
    // @ts-expect-error rounds_count is a number (the schema's)
    const wrong: CallArgs<typeof api.createGame> = [{ rounds_count: '3', timer_minutes: 5 }];
    // @ts-expect-error a call without a body takes none
    const extra: CallArgs<typeof api.logout> = [{}];
    expect([createGame, questions, logout, wrong, extra]).toHaveLength(5);
  });
});

describe('error answers are in the contract (issue 23)', () => {
  it("ErrorOf names only a field of the endpoint's own request", () => {
    const password: ErrorOf<typeof api.register> = { message: 'Too common', field: 'password' };
    const whole: ErrorOf<typeof api.updateSettings> = { message: 'Send one' };
    // @ts-expect-error newPassword is a field of reset-password, not of register
    const other: ErrorOf<typeof api.register> = { message: 'Too common', field: 'newPassword' };
    // @ts-expect-error a call without a body has no field to refuse
    const none: ErrorOf<typeof api.currentUser> = { message: 'Not logged in', field: 'username' };
    expect([password, whole, other, none]).toHaveLength(4);
  });

  it('ErrorResponse is `{ message, field? }` and nothing else', () => {
    expect(api.ErrorResponse.safeParse({ message: 'Not logged in' }).success).toBe(true);
    expect(api.ErrorResponse.safeParse({ message: 'x', field: 'password' }).success).toBe(true);
    expect(api.ErrorResponse.safeParse({ error: 'x' }).success).toBe(false);
    expect(api.ErrorResponse.safeParse({ message: 'x', field: 3 }).success).toBe(false);
    expect(api.ErrorResponse.safeParse({ message: 'x', stack: 'at …' }).success).toBe(false);
  });
});

describe('GenerateStoryRequest (decision 015)', () => {
  const body = {
    category: 'unpopular',
    stories: ['pineapple on pizza is elite'],
    randomnessLevel: 50,
    ageRange: 'adults',
  };

  /** The parsed request, for one of the eleven. */
  function builtIn(value: unknown): BuiltInStoryInput {
    const parsed = GenerateStoryRequest.parse(value);
    if (parsed.customCategory !== undefined) throw new Error('a custom category');
    return parsed;
  }

  it('accepts the fakerId and contentType of SPEC §7 and drops them', () => {
    const parsed = GenerateStoryRequest.parse({ ...body, fakerId: 4321, contentType: 'story' });
    expect(parsed).toEqual(body);
    expect(parsed).not.toHaveProperty('fakerId');
    expect(parsed).not.toHaveProperty('contentType');
  });

  it('still refuses a malformed fakerId or contentType, and unknown fields', () => {
    expect(GenerateStoryRequest.safeParse({ ...body, fakerId: 10_000 }).success).toBe(false);
    expect(GenerateStoryRequest.safeParse({ ...body, contentType: 'poem' }).success).toBe(false);
    expect(GenerateStoryRequest.safeParse({ ...body, prompt: 'x' }).success).toBe(false);
  });

  it.each(CATEGORIES.map((c) => [c.id, c.type] as const))(
    'fakeRequestOf asks for %s with its own type (%s), whatever the client said',
    (category, type) => {
      const other = type === 'story' ? 'statement' : 'story';
      const request = fakeRequestOf(builtIn({ ...body, category, contentType: other }));
      expect(request.contentType).toBe(type);
    },
  );

  it('fakeRequestOf takes the text of Story objects', () => {
    const request = fakeRequestOf(
      builtIn({ ...body, stories: [{ playerId: 1, content: 'cats rule' }] }),
    );
    expect(request.stories).toEqual(['cats rule']);
  });
});

describe('GenerateStoryRequest with a custom category (issue 24)', () => {
  const body = {
    category: 'custom-abc123',
    stories: ['my cat opened the fridge'],
    contentType: 'story',
    randomnessLevel: 50,
    ageRange: 'adults',
    customCategory: {
      name: '  Pet Chaos ',
      description: ' What your pet did. ',
      contentType: 'story',
    },
  };

  /** The field the first issue names (what the server answers 400 with), or 'ok'. */
  function refused(value: unknown): string {
    const result = GenerateStoryRequest.safeParse(value);
    return result.success ? 'ok' : String(result.error.issues[0]?.path[0]);
  }

  it('keeps the trimmed name and description, and asks the LLM for its content type', () => {
    const parsed = GenerateStoryRequest.parse({ ...body, contentType: 'statement' });
    if (parsed.customCategory === undefined) throw new Error('no custom category');
    expect(parsed.customCategory).toEqual({
      name: 'Pet Chaos',
      description: 'What your pet did.',
      contentType: 'story',
    });
    expect(customFakeRequestOf(parsed)).toEqual({
      custom: { name: 'Pet Chaos', description: 'What your pet did.' },
      contentType: 'story',
      stories: ['my cat opened the fridge'],
      randomnessLevel: 50,
      ageRange: 'adults',
    });
  });

  it('may come before the game, with no entries yet; one of the eleven needs an entry', () => {
    expect(refused({ ...body, stories: [] })).toBe('ok');
    expect(
      refused({ category: 'unpopular', stories: [], randomnessLevel: 50, ageRange: 'adults' }),
    ).toBe('stories');
  });

  it('takes a missing description as an empty one', () => {
    const { description: _description, ...bare } = body.customCategory;
    const parsed = GenerateStoryRequest.parse({ ...body, customCategory: bare });
    expect(parsed.customCategory?.description).toBe('');
  });

  it.each([
    [
      'a custom id without customCategory',
      { ...body, customCategory: undefined },
      'customCategory',
    ],
    ['a built-in id with customCategory', { ...body, category: 'awkward' }, 'customCategory'],
    ['an id that is neither', { ...body, category: 'custom-AB' }, 'category'],
    [
      'a blank name',
      { ...body, customCategory: { ...body.customCategory, name: '   ' } },
      'customCategory',
    ],
    [
      'a 41-character name',
      { ...body, customCategory: { ...body.customCategory, name: 'x'.repeat(41) } },
      'customCategory',
    ],
    [
      'a 121-character description',
      { ...body, customCategory: { ...body.customCategory, description: 'x'.repeat(121) } },
      'customCategory',
    ],
    [
      'a content type that is neither',
      { ...body, customCategory: { ...body.customCategory, contentType: 'poem' } },
      'customCategory',
    ],
    [
      'an unknown key',
      { ...body, customCategory: { ...body.customCategory, prompt: 'x' } },
      'customCategory',
    ],
  ])('refuses %s, naming the field', (_label, value, field) => {
    expect(refused(value)).toBe(field);
  });

  it('allows a name of exactly 40 characters once trimmed, and a description of 120', () => {
    const customCategory = {
      ...body.customCategory,
      name: ` ${'x'.repeat(40)} `,
      description: 'y'.repeat(120),
    };
    expect(refused({ ...body, customCategory })).toBe('ok');
  });
});
