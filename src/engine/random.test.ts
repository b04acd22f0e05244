import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRng, pick, randomInt, shuffle } from './random';

describe('createSeededRng', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = createSeededRng(42);
    const b = createSeededRng(42);
    const c = createSeededRng(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
  });

  it('property: always returns a number in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createSeededRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = rng();
          expect(x >= 0 && x < 1).toBe(true);
        }
      }),
    );
  });
});

describe('randomInt / pick / shuffle', () => {
  it.each([
    [0, 10, 0],
    [0.999999, 10, 9],
    [0.5, 4, 2],
  ])('randomInt with rng %d below %i → %i', (value, max, expected) => {
    expect(randomInt(() => value, max)).toBe(expected);
  });

  it('pick returns an item of the list and refuses an empty one', () => {
    expect(pick(() => 0.7, ['a', 'b', 'c'])).toBe('c');
    expect(() => pick(() => 0, [])).toThrow(RangeError);
  });

  it('property: shuffle returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const out = shuffle(createSeededRng(seed), items);
        expect(items).toEqual(copy);
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });
});
