import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../engine/random';
import type { BankItem, Pool } from './grammar';
import {
  RICHNESS_EXPONENT,
  alternativesOf,
  eligibleItems,
  expandTemplate,
  makePool,
  parseTemplate,
  pickFromPool,
  slotNames,
  suitsAge,
  templateRichness,
  tierWeight,
} from './grammar';

function item(text: string, extra: Partial<BankItem> = {}): BankItem {
  return { text, tier: 50, minAge: 'teens', maxAge: 'mature-adults', ...extra };
}

function resolverOf(slots: Record<string, string[]>) {
  return (name: string): Pool | undefined => {
    const texts = slots[name];
    return texts
      ? makePool(
          texts.map((t) => item(t)),
          50,
        )
      : undefined;
  };
}

describe('parseTemplate', () => {
  it('reads text, slots, nested choices and clause breaks', () => {
    expect(alternativesOf('i [ran|walked [home|out]] to {place} // it rained')).toEqual([
      'i ran to {place}  //  it rained',
      'i walked home to {place}  //  it rained',
      'i walked out to {place}  //  it rained',
    ]);
    expect(slotNames('{a} and [{b}|c]')).toEqual(['a', 'b']);
  });

  it('treats an empty alternative as optional text', () => {
    expect(alternativesOf('i fell[ over|]')).toEqual(['i fell over', 'i fell']);
  });

  it.each(['i [ran', 'i ran]', 'i {ran', 'a | b', '[a // b]'])(
    'rejects the malformed template %j',
    (source) => {
      expect(() => parseTemplate(source)).toThrow(SyntaxError);
    },
  );
});

describe('expandTemplate', () => {
  it('fills slots, recursively, and splits clauses at //', () => {
    const rng = createSeededRng(1);
    const result = expandTemplate(
      item('i saw {who} // {who2} waved'),
      resolverOf({ who: ['my {rel}', 'a dog'], rel: ['mum'] }),
      rng,
    );
    expect(result?.clauses).toHaveLength(2);
    expect(result?.clauses[0]).toMatch(/^i saw (my mum|a dog)$/);
    expect(result?.used.length).toBeGreaterThanOrEqual(3);
  });

  it('never repeats a filler for {slot2} in the same expansion', () => {
    const rng = createSeededRng(7);
    for (let i = 0; i < 200; i++) {
      const result = expandTemplate(
        item('{sport} beats {sport2}'),
        resolverOf({ sport: ['golf', 'darts', 'tennis'] }),
        rng,
      );
      const [a, b] = (result?.clauses[0] ?? '').split(' beats ');
      expect(a).not.toBe(b);
    }
  });

  it('returns null when a slot has no filler for these settings', () => {
    expect(expandTemplate(item('i saw {nobody}'), resolverOf({}), createSeededRng(1))).toBeNull();
  });

  it('is deterministic for a seed', () => {
    const run = (seed: number) =>
      Array.from(
        { length: 20 },
        () =>
          expandTemplate(item('[a|b|c][d|e|f]'), resolverOf({}), createSeededRng(seed))?.clauses[0],
      );
    expect(run(3)).toEqual(run(3));
  });
});

describe('eligibility by age and tier', () => {
  const items = [
    item('mundane', { tier: 10 }),
    item('balanced', { tier: 50 }),
    item('creative', { tier: 90 }),
    item('grown-up', { tier: 50, minAge: 'young-adults' }),
    item('teens only', { tier: 50, maxAge: 'teens' }),
    item('uk only', { tier: 50, dialect: 'uk' }),
  ];

  it('keeps items within 40 of the randomness level', () => {
    const at10 = eligibleItems(items, { level: 10, age: 'adults', dialect: 'us' }).map(
      (i) => i.text,
    );
    expect(at10).toEqual(['mundane', 'balanced', 'grown-up']);
    const at90 = eligibleItems(items, { level: 90, age: 'adults', dialect: 'us' }).map(
      (i) => i.text,
    );
    expect(at90).toEqual(['balanced', 'creative', 'grown-up']);
  });

  it('respects the youngest and oldest age an item suits and its dialect', () => {
    const teens = eligibleItems(items, { level: 50, age: 'teens', dialect: 'uk' }).map(
      (i) => i.text,
    );
    expect(teens).toEqual(['mundane', 'balanced', 'creative', 'teens only', 'uk only']);
    expect(suitsAge(items[3] as BankItem, 'teens')).toBe(false);
    expect(suitsAge(items[4] as BankItem, 'adults')).toBe(false);
  });

  it('weighs items nearer the level more', () => {
    expect(tierWeight(item('x', { tier: 10 }), 10)).toBe(1);
    expect(tierWeight(item('x', { tier: 50 }), 10)).toBeLessThan(
      tierWeight(item('x', { tier: 30 }), 10),
    );
  });

  it('picks in proportion to weight', () => {
    const pool = makePool([item('near', { tier: 10 }), item('far', { tier: 50 })], 10);
    const rng = createSeededRng(5);
    let near = 0;
    for (let i = 0; i < 4000; i++) if (pickFromPool(pool, rng)?.text === 'near') near++;
    // weights 1 and 1/3: three quarters near
    expect(near / 4000).toBeGreaterThan(0.7);
    expect(near / 4000).toBeLessThan(0.8);
  });

  it('gives richer templates more weight when asked', () => {
    expect(templateRichness('[a|b] {x}', () => 5)).toBe(10);
    const pool = makePool([item('a'), item('[a|b|c|d]')], 50, (it) =>
      templateRichness(it.text, () => 1),
    );
    expect(pool.cumulative[0]).toBe(1);
    expect(pool.cumulative[1]).toBeCloseTo(1 + 4 ** RICHNESS_EXPONENT);
  });

  it('returns undefined from an empty pool', () => {
    expect(pickFromPool(makePool([], 50), createSeededRng(1))).toBeUndefined();
  });
});
