import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, type CategoryId } from './categories';
import {
  advancePlayer,
  buildRounds,
  fillCategories,
  isLastPlayer,
  isLastRound,
  nextPlayerOf,
  nextRound,
  resetPlayerIndex,
  roundsLeft,
  startGame,
} from './flow';
import { createSeededRng } from './random';
import { setRounds } from './setup';
import { createInitialState, isPastLastRound } from './state';
import { deepFreeze, startedGame, unwrap, withPlayers } from './test-helpers';

describe('startGame (SPEC §4 Start game)', () => {
  it.each([0, 1, 2])('needs at least 3 players (%i is too few)', (count) => {
    const state = withPlayers(['A', 'B'].slice(0, count));
    expect(startGame(state, createSeededRng(1))).toMatchObject({
      ok: false,
      error: { code: 'not-enough-players' },
    });
  });

  it('builds one empty round per round count, at round 0 and player 0, and zeroes every score', () => {
    const state = deepFreeze({
      ...unwrap(setRounds(withPlayers(['Ann', 'Bob', 'Cy']), 2)),
      selectedCategories: ['dating', 'sports'] as CategoryId[],
      currentPlayerIndex: 2,
      currentRound: 1,
      scores: { 77: 9 },
    });
    const started = unwrap(startGame(state, createSeededRng(1)));
    expect(started.gameRounds).toEqual([
      { category: 'dating', faker: null, stories: [], votes: [], scored: false },
      { category: 'sports', faker: null, stories: [], votes: [], scored: false },
    ]);
    expect(started).toMatchObject({ currentRound: 0, currentPlayerIndex: 0 });
    expect(isPastLastRound(started)).toBe(false);
    expect(started.scores).toEqual(Object.fromEntries(state.players.map((p) => [p.id, 0])));
  });

  it('fills missing categories randomly from the unselected ones, keeping the chosen first', () => {
    const state = unwrap(setRounds(withPlayers(['Ann', 'Bob', 'Cy']), 5));
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const started = unwrap(startGame(state, createSeededRng(seed)));
      const selected = started.selectedCategories;
      expect(selected).toHaveLength(5);
      expect(selected[0]).toBe('awkward');
      expect(new Set(selected).size).toBe(5);
      expect(started.gameRounds.map((r) => r.category)).toEqual(selected);
      selected.slice(1).forEach((c) => seen.add(c));
    }
    expect(seen.size).toBeGreaterThan(4);
  });

  it('uses rounds by position and ignores extra selections', () => {
    const state = {
      ...withPlayers(['Ann', 'Bob', 'Cy']),
      rounds: 1,
      selectedCategories: ['guilty', 'sports'] as CategoryId[],
    };
    expect(unwrap(startGame(state, createSeededRng(1))).gameRounds.map((r) => r.category)).toEqual([
      'guilty',
    ]);
  });
});

describe('fillCategories and buildRounds', () => {
  it('fill: never repeats a category and stops when none are left', () => {
    expect(fillCategories(['awkward'], 12, createSeededRng(3)).sort()).toEqual(
      [...CATEGORY_IDS].sort(),
    );
  });

  it('build: falls back to the first selected category when there are too few (SPEC §4)', () => {
    expect(buildRounds(['sports'], 3).map((r) => r.category)).toEqual([
      'sports',
      'sports',
      'sports',
    ]);
    expect(buildRounds([], 1).map((r) => r.category)).toEqual(['awkward']);
  });
});

describe('player turns (SPEC §4 Game flow)', () => {
  const three = withPlayers(['Ann', 'Bob', 'Cy']);

  it.each([
    [0, 1],
    [1, 2],
    [2, 0],
  ])('advancePlayer moves index %i to %i (cyclic)', (from, to) => {
    expect(
      advancePlayer(deepFreeze({ ...three, currentPlayerIndex: from })).currentPlayerIndex,
    ).toBe(to);
  });

  it('advancePlayer with no players stays at 0', () => {
    expect(advancePlayer(createInitialState()).currentPlayerIndex).toBe(0);
  });

  it('resetPlayerIndex goes back to 0', () => {
    expect(resetPlayerIndex({ ...three, currentPlayerIndex: 2 }).currentPlayerIndex).toBe(0);
    expect(resetPlayerIndex(three)).toBe(three);
  });

  it.each([
    [0, false, 'Bob'],
    [1, false, 'Cy'],
    [2, true, undefined],
  ])('at index %i: last player %s, next %s', (index, last, next) => {
    const state = { ...three, currentPlayerIndex: index };
    expect(isLastPlayer(state)).toBe(last);
    expect(nextPlayerOf(state)?.name).toBe(next);
  });
});

describe('rounds (SPEC §4 Next round, §2 Reveal)', () => {
  it('nextRound increments the round, resets the player index and ends the game at the round count', () => {
    const game = deepFreeze({
      ...startedGame(['Ann', 'Bob', 'Cy'], { rounds: 2, categories: ['awkward', 'sports'] }),
      currentPlayerIndex: 2,
    });
    const second = nextRound(game);
    expect(second).toMatchObject({ currentRound: 1, currentPlayerIndex: 0 });
    expect(isPastLastRound(second)).toBe(false);
    const over = nextRound(second);
    expect(over).toMatchObject({ currentRound: 2 });
    expect(isPastLastRound(over)).toBe(true);
  });

  it.each([
    // [rounds, currentRound, isLastRound, roundsLeft]
    [1, 0, true, 0],
    [3, 0, false, 2],
    [3, 1, false, 1],
    [3, 2, true, 0],
    [3, 3, true, 0],
  ])('%i rounds at round index %i: last %s, %i left', (rounds, currentRound, last, left) => {
    const state = { ...createInitialState(), rounds, currentRound };
    expect(isLastRound(state)).toBe(last);
    expect(roundsLeft(state)).toBe(left);
  });
});
