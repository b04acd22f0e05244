import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from './categories';
import { categoriesStillNeeded, toggleCategory } from './categories-selection';
import {
  CUSTOM_DESCRIPTION_MAX,
  CUSTOM_NAME_MAX,
  categoryOf,
  CustomCategorySchema,
  isCustomCategoryId,
  MAX_CUSTOM_CATEGORIES,
  resolveCategory,
  type CustomCategory,
  type GameCategoryId,
} from './custom-categories';
import { apply, type Move } from './game';
import { isValidGame, newGame, type Game } from './game-model';
import { createSeededRng } from './random';
import { contentTypeOf } from './stories';
import { createInitialState } from './state';
import { deepFreeze, withPlayers } from './test-helpers';
import type { GameState } from './types';

const quiz: CustomCategory = {
  id: 'custom-quiz01',
  name: 'Pub Quiz Confessions',
  description: 'A question you got wrong in public.',
  type: 'statement',
};
const pets: CustomCategory = {
  id: 'custom-pets02',
  name: 'Pet Crimes',
  description: '',
  type: 'story',
};

const ctx = { rng: createSeededRng(7), now: 0 };
function play(game: Game, move: Move): Game {
  const result = apply(game, move, ctx);
  if (!result.ok) throw new Error(result.error.code);
  return result.value.game;
}
const withCustoms = (state: GameState, customs = [quiz, pets]): Game =>
  play(newGame(state), { type: 'set-custom-categories', categories: customs });

describe('custom category ids and definitions', () => {
  it.each([
    ['custom-abc123', true],
    ['custom-' + 'a'.repeat(24), true],
    ['custom-abc12', false],
    ['custom-' + 'a'.repeat(25), false],
    ['custom-ABC123', false],
    ['awkward', false],
    ['custom-abc 123', false],
  ])('%s is a custom id: %s', (id, expected) => {
    expect(isCustomCategoryId(id)).toBe(expected);
  });

  it('takes a name of 1 to 40 characters after trimming and a description of up to 120', () => {
    const ok = (c: Partial<CustomCategory>) => CustomCategorySchema.safeParse({ ...quiz, ...c });
    expect(ok({ name: `  ${'n'.repeat(CUSTOM_NAME_MAX)}  ` }).success).toBe(true);
    expect(ok({ name: 'n'.repeat(CUSTOM_NAME_MAX + 1) }).success).toBe(false);
    expect(ok({ name: '   ' }).success).toBe(false);
    expect(ok({ description: 'd'.repeat(CUSTOM_DESCRIPTION_MAX) }).success).toBe(true);
    expect(ok({ description: 'd'.repeat(CUSTOM_DESCRIPTION_MAX + 1) }).success).toBe(false);
    expect(ok({ description: 'two\nlines' }).success).toBe(false);
    expect(ok({ type: 'poem' as never }).success).toBe(false);
    expect(ok({ id: 'awkward' as never }).success).toBe(false);
  });

  it('resolves the eleven and the defined custom ones to one view', () => {
    expect(resolveCategory('awkward')).toMatchObject({ name: 'Awkward Moments', custom: false });
    expect(resolveCategory(quiz.id, [quiz])).toEqual({ ...quiz, custom: true });
    expect(resolveCategory(quiz.id, [])).toBeUndefined();
    expect(resolveCategory('nonsense', [quiz])).toBeUndefined();
    expect(contentTypeOf(quiz.id, [quiz])).toBe('statement');
    expect(categoryOf({ customCategories: [quiz] }, quiz.id)?.name).toBe(quiz.name);
    expect(categoryOf({}, quiz.id)).toBeUndefined();
    expect(contentTypeOf(pets.id, [pets])).toBe('story');
  });
});

describe('set-custom-categories (issue 24)', () => {
  it('gives the game the list to pick from, and a pick of one is then taken', () => {
    const game = withCustoms(createInitialState());
    expect(game.state.customCategories).toEqual([quiz, pets]);
    const picked = play(game, { type: 'toggle-category', category: quiz.id });
    expect(picked.state.selectedCategories).toEqual(['awkward', quiz.id]);
    expect(isValidGame(picked)).toBe(true);
  });

  it('refuses a pick of a custom category the game does not define', () => {
    const result = apply(
      newGame(createInitialState()),
      { type: 'toggle-category', category: 'custom-nothere' },
      ctx,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('unknown-category');
  });

  it('drops a deleted category from the selection, falling back to the default pick if empty', () => {
    let game = withCustoms({ ...createInitialState(), rounds: 1 });
    game = play(game, { type: 'toggle-category', category: pets.id });
    expect(game.state.selectedCategories).toEqual([pets.id]);
    game = play(game, { type: 'set-custom-categories', categories: [quiz] });
    expect(game.state.selectedCategories).toEqual(['awkward']);
    game = withCustoms({ ...createInitialState(), rounds: 3, selectedCategories: ['awkward'] });
    game = play(game, { type: 'toggle-category', category: quiz.id });
    game = play(game, { type: 'set-custom-categories', categories: [pets] });
    expect(game.state.selectedCategories).toEqual(['awkward']);
  });

  it('keeps at most 50, each id once', () => {
    const many = Array.from({ length: MAX_CUSTOM_CATEGORIES + 5 }, (_, i) => ({
      ...quiz,
      id: `custom-many${String(i).padStart(3, '0')}` as const,
    }));
    const game = withCustoms(createInitialState(), [quiz, quiz, ...many]);
    expect(game.state.customCategories).toHaveLength(MAX_CUSTOM_CATEGORIES);
    expect(new Set(game.state.customCategories?.map((c) => c.id)).size).toBe(MAX_CUSTOM_CATEGORIES);
  });

  it('never changes a game in progress: its rounds keep the definitions they started with', () => {
    let game = withCustoms(withPlayers(['Ann', 'Ben', 'Cy']));
    game = play(game, { type: 'set-rounds', rounds: 1 });
    game = play(game, { type: 'toggle-category', category: quiz.id });
    game = play(game, { type: 'start' });
    expect(game.phase).toBe('writing');
    expect(game.state.gameRounds[0]?.category).toBe(quiz.id);
    const edited = { ...quiz, name: 'Renamed', type: 'story' as const };
    const refused = apply(game, { type: 'set-custom-categories', categories: [edited] }, ctx);
    expect(refused.ok).toBe(false);
    expect(game.state.customCategories).toContainEqual(quiz);
    // the statement's sentence limit is the custom category's own: one sentence
    const tooLong = apply(game, { type: 'submit-entry', content: 'One. Two.' }, ctx);
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(tooLong.error.code).toBe('entry-too-long');
  });

  it('fills the missing rounds from the eleven only, never a custom category by surprise', () => {
    for (let seed = 0; seed < 20; seed++) {
      let game = withCustoms(withPlayers(['Ann', 'Ben', 'Cy']));
      game = play(game, { type: 'set-rounds', rounds: 10 });
      game = play(game, { type: 'toggle-category', category: quiz.id });
      const started = apply(game, { type: 'start' }, { rng: createSeededRng(seed), now: 0 });
      if (!started.ok) throw new Error(started.error.code);
      const categories = started.value.game.state.gameRounds.map((r) => r.category);
      expect(categories.slice(0, 2)).toEqual(['awkward', quiz.id]);
      expect(categories).not.toContain(pets.id);
      expect(
        categories.slice(2).every((c) => (CATEGORY_IDS as readonly string[]).includes(c)),
      ).toBe(true);
    }
  });

  it('"Same as last game" leaves out a custom category deleted since', () => {
    let game = withCustoms(withPlayers(['Ann', 'Ben', 'Cy']));
    game = play(game, { type: 'set-rounds', rounds: 2 });
    game = play(game, { type: 'toggle-category', category: quiz.id });
    game = play(game, { type: 'start' });
    game = play(game, { type: 'reset' });
    expect(game.state.lastGame?.categories).toEqual(['awkward', quiz.id]);
    game = play(game, { type: 'set-custom-categories', categories: [pets] });
    game = play(game, { type: 'same-as-last-game' });
    expect(game.state.selectedCategories).toEqual(['awkward']);
  });

  it('"Same as last game" of custom categories all deleted since falls back to the default pick', () => {
    let game = withCustoms(withPlayers(['Ann', 'Ben', 'Cy']));
    game = play(game, { type: 'set-rounds', rounds: 1 });
    game = play(game, { type: 'toggle-category', category: quiz.id });
    game = play(game, { type: 'start' });
    game = play(game, { type: 'reset' });
    expect(game.state.lastGame?.categories).toEqual([quiz.id]);
    game = play(game, { type: 'set-custom-categories', categories: [] });
    game = play(game, { type: 'same-as-last-game' });
    expect(game.state.selectedCategories).toEqual(['awkward']);
  });
});

describe('SPEC §4 Category selection applies unchanged to custom ids', () => {
  const stateWith = (rounds: number, selectedCategories: GameCategoryId[]): GameState =>
    deepFreeze({
      ...createInitialState(),
      rounds,
      selectedCategories,
      customCategories: [quiz, pets],
    });

  it.each<[string, number, GameCategoryId[], GameCategoryId, GameCategoryId[]]>([
    ['1 round: a custom pick replaces the selection', 1, ['awkward'], quiz.id, [quiz.id]],
    ['1 round: the chosen custom one stays chosen', 1, [quiz.id], quiz.id, [quiz.id]],
    ['3 rounds: deselect a custom one of two', 3, ['awkward', quiz.id], quiz.id, ['awkward']],
    ['3 rounds: the only selected custom one stays', 3, [quiz.id], quiz.id, [quiz.id]],
    [
      '3 rounds: a custom pick with room is appended',
      3,
      ['awkward'],
      pets.id,
      ['awkward', pets.id],
    ],
    [
      '2 rounds, full: a custom pick replaces the last',
      2,
      ['awkward', 'sports'],
      pets.id,
      ['awkward', pets.id],
    ],
  ])('%s', (_name, rounds, selected, pick, expected) => {
    const next = toggleCategory(stateWith(rounds, selected), pick);
    expect(next.selectedCategories).toEqual(expected);
    expect(categoriesStillNeeded(next)).toBe(Math.max(0, rounds - expected.length));
  });
});

describe('isValidGame and custom categories', () => {
  const base = { ...createInitialState(), customCategories: [quiz] };

  it('accepts a custom id the game defines, in the selection and in a round', () => {
    expect(isValidGame(newGame({ ...base, selectedCategories: [quiz.id] }))).toBe(true);
  });

  it('refuses a custom id the game does not define', () => {
    expect(isValidGame(newGame({ ...base, selectedCategories: [pets.id] }))).toBe(false);
    expect(isValidGame(newGame({ ...createInitialState(), selectedCategories: [quiz.id] }))).toBe(
      false,
    );
  });

  it('refuses a game whose round uses an undefined custom id', () => {
    let game = withCustoms(withPlayers(['Ann', 'Ben', 'Cy']));
    game = play(game, { type: 'set-rounds', rounds: 1 });
    game = play(game, { type: 'toggle-category', category: quiz.id });
    game = play(game, { type: 'start' });
    expect(isValidGame(game)).toBe(true);
    const broken = { ...game, state: { ...game.state, customCategories: [pets] } };
    expect(isValidGame(broken)).toBe(false);
    // the selection fine, the round's category not defined
    const roundOnly = {
      ...game,
      state: { ...game.state, customCategories: [pets], selectedCategories: [pets.id] },
    };
    expect(isValidGame(roundOnly)).toBe(false);
  });

  it('refuses two definitions with one id', () => {
    expect(
      isValidGame(newGame({ ...base, customCategories: [quiz, { ...quiz, name: 'B' }] })),
    ).toBe(false);
  });
});
