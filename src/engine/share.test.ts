import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRng } from './random';
import { allStories, hasShareableStories, sampleShareStories } from './share';
import { createInitialState } from './state';
import type { GameState, Round, Story } from './types';

// A game whose rounds hold `fakes` fake stories and `reals` real ones, spread over rounds of 4.
const gameWith = (fakes: number, reals: number): GameState => {
  const stories: Story[] = [
    ...Array.from({ length: fakes }, (_, i) => ({
      playerId: i,
      content: `fake ${i}`,
      isFake: true,
    })),
    ...Array.from({ length: reals }, (_, i) => ({ playerId: 100 + i, content: `real ${i}` })),
  ];
  const gameRounds: Round[] = [];
  for (let i = 0; i < stories.length; i += 4) {
    gameRounds.push({
      category: i % 8 ? 'sports' : 'awkward',
      faker: null,
      stories: stories.slice(i, i + 4),
      votes: [],
      scored: false,
    });
  }
  return { ...createInitialState(), gameRounds };
};

describe('sampleShareStories (SPEC §9 Share dialog)', () => {
  it.each([
    // [fakes, reals, max, expected fakes, expected reals]
    [2, 10, 5, 2, 3], // balanced: up to half fakes (rounded down), the rest real
    [5, 10, 5, 2, 3],
    [1, 10, 5, 1, 4], // too few fakes: fill with real stories
    [0, 10, 5, 0, 5],
    [6, 1, 5, 4, 1], // too few real stories: fill with fakes
    [6, 0, 5, 5, 0],
    [1, 2, 5, 1, 2], // fewer than max in all
    [0, 0, 5, 0, 0],
    [3, 3, 0, 0, 0],
    [3, 3, 2, 1, 1],
  ])(
    '%i fakes, %i real, max %i → %i fakes + %i real',
    (fakes, reals, max, wantFakes, wantReals) => {
      const sample = sampleShareStories(gameWith(fakes, reals), createSeededRng(7), max);
      expect(sample.filter((s) => s.isFake)).toHaveLength(wantFakes);
      expect(sample.filter((s) => !s.isFake)).toHaveLength(wantReals);
    },
  );

  it('defaults to at most 5 and carries content, player, fake flag and category', () => {
    const sample = sampleShareStories(gameWith(3, 9), createSeededRng(1));
    expect(sample).toHaveLength(5);
    for (const story of sample) {
      expect(story).toEqual({
        content: expect.stringMatching(/^(fake|real) \d+$/),
        playerId: expect.any(Number),
        isFake: story.content.startsWith('fake'),
        category: expect.stringMatching(/^(awkward|sports)$/),
      });
    }
  });

  it('varies with the rng and is reproducible with a seed', () => {
    const state = gameWith(4, 12);
    const a = sampleShareStories(state, createSeededRng(1));
    expect(sampleShareStories(state, createSeededRng(1))).toEqual(a);
    const samples = new Set(
      Array.from({ length: 10 }, (_, seed) =>
        JSON.stringify(sampleShareStories(state, createSeededRng(seed))),
      ),
    );
    expect(samples.size).toBeGreaterThan(1);
  });

  it('property: at most max, no story twice, as many as possible up to max', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), fc.nat(8), fc.integer(), (fakes, reals, max, seed) => {
        const sample = sampleShareStories(gameWith(fakes, reals), createSeededRng(seed), max);
        expect(sample.length).toBe(Math.min(max, fakes + reals));
        expect(new Set(sample.map((s) => s.content)).size).toBe(sample.length);
      }),
    );
  });
});

describe('allStories / hasShareableStories (SPEC §2 End game)', () => {
  it('skips blank entries', () => {
    const state: GameState = {
      ...createInitialState(),
      gameRounds: [
        {
          category: 'dating',
          faker: null,
          stories: [{ playerId: 1, content: '  ' }],
          votes: [],
          scored: false,
        },
      ],
    };
    expect(allStories(state)).toEqual([]);
    expect(hasShareableStories(state)).toBe(false);
    expect(hasShareableStories(gameWith(0, 1))).toBe(true);
  });
});
