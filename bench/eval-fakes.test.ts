// The blind reader test's own machinery: the hand-written rounds, the answer-free sets and the key,
// and the scoring of a reader's picks.
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../src/engine/categories';
import { dealSets, renderSet, scorePicks, validateRounds } from './eval-fakes';
import { EVAL_ROUNDS } from './eval-rounds';

const sets = await dealSets(EVAL_ROUNDS, 99, 2);

describe('the blind reader test', () => {
  it('has at least 100 valid hand-written rounds, at least 10 in every category', () => {
    expect(validateRounds(EVAL_ROUNDS)).toEqual([]);
    expect(EVAL_ROUNDS.length).toBeGreaterThanOrEqual(100);
    for (const id of CATEGORY_IDS)
      expect(EVAL_ROUNDS.filter((r) => r.category === id).length).toBeGreaterThanOrEqual(10);
  });

  it('deals every round in each set, one real entry replaced by a fake where the key says', () => {
    for (const set of sets) {
      expect(set.rounds).toHaveLength(EVAL_ROUNDS.length);
      for (const dealt of set.rounds) {
        const original = EVAL_ROUNDS.find((r) => r.id === dealt.id)!;
        expect(dealt.entries).toHaveLength(original.entries.length);
        const notReal = dealt.entries
          .map((e, i) => [e, i + 1] as const)
          .filter(([e]) => !original.entries.includes(e));
        expect(notReal.map(([, place]) => place)).toEqual([dealt.fake]);
      }
    }
  });

  it('uses different fakes in the two sets, and no fake twice in one set', () => {
    const [a, b] = sets;
    for (const round of a!.rounds) {
      const other = b!.rounds.find((r) => r.id === round.id)!;
      expect(other.fakeId).not.toBe(round.fakeId);
    }
    for (const set of sets) {
      const ids = set.rounds.map((r) => r.fakeId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('writes sets that give nothing away: no ids, no answers', () => {
    const text = renderSet(sets[0]!);
    expect(text).not.toMatch(new RegExp(`\\b(?:${CATEGORY_IDS.join('|')})-\\d+\\b|fakeId`));
    for (const round of sets[0]!.rounds) expect(text).not.toContain(round.id);
    expect(text.match(/^Round \d+:/gm)).toHaveLength(EVAL_ROUNDS.length);
  });

  it('scores picks against the key, per set, per category and overall', () => {
    const perfect = sets.map((set) => set.rounds.map((r) => r.fake));
    const never = sets.map((set) => set.rounds.map((r) => (r.fake === 1 ? 2 : 1)));
    const full = scorePicks(sets, perfect);
    expect(full.overall.hits).toBe(2 * EVAL_ROUNDS.length);
    expect(full.caught).toHaveLength(2 * EVAL_ROUNDS.length);
    const none = scorePicks(sets, never);
    expect(none.overall.hits).toBe(0);
    // chance is the mean of 1/entries over the rounds
    const chance = EVAL_ROUNDS.reduce((sum, r) => sum + 1 / r.entries.length, 0) * 2;
    expect(none.overall.chance).toBeCloseTo(chance, 6);
    expect(() => scorePicks(sets, [[1, 2, 3]])).toThrow(/3 picks for/);
  });
});
