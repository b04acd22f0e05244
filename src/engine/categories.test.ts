import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_IDS,
  findCategory,
  isCategoryId,
  SENTENCE_LIMITS,
} from './categories';

describe('categories (SPEC §3 Category)', () => {
  it.each([
    ['awkward', 'Awkward Moments', 'story'],
    ['unpopular', 'Unpopular Opinions', 'statement'],
    ['childhood', 'Back in the Day', 'story'],
    ['sports', 'Sport Hot Takes', 'statement'],
    ['politics', "Let's Talk Politics", 'statement'],
    ['dating', 'Dating Disasters', 'story'],
    ['nightsout', 'Nights Out', 'story'],
    ['guilty', 'Guilty Pleasures', 'statement'],
    ['habits', 'Weird Habits', 'statement'],
    ['beliefs', 'Strange Beliefs', 'statement'],
    ['intimate', 'Intimate Mishaps', 'story'],
  ])('%s is "%s", a %s', (id, name, type) => {
    expect(findCategory(id)).toMatchObject({ id, name, type });
  });

  it('lists the eleven in the spec’s order', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(CATEGORY_IDS).toHaveLength(11);
  });

  it.each([
    ['awkward', true],
    ['nope', false],
    [3, false],
    [undefined, false],
  ])('isCategoryId(%j) → %s', (value, expected) => {
    expect(isCategoryId(value)).toBe(expected);
    if (!expected && typeof value === 'string') expect(findCategory(value)).toBeUndefined();
  });

  it('limits stories to 2 sentences and statements to 1 (SPEC §9)', () => {
    expect(SENTENCE_LIMITS).toEqual({ story: 2, statement: 1 });
  });
});
