import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../engine/random';
import { PARAPHRASES, paraphrase } from './paraphrase';
import { findDeniedWord, findLeak } from './safety';

describe('paraphrase', () => {
  it('rewords matches with one of the alternatives, the original included', () => {
    const seen = new Set<string>();
    const rng = createSeededRng(1);
    for (let i = 0; i < 60; i++) seen.add(paraphrase('nobody said anything by accident', rng));
    expect(seen).toEqual(
      new Set([
        'nobody said anything by accident',
        'no one said anything by accident',
        'nobody said anything by mistake',
        'no one said anything by mistake',
      ]),
    );
  });

  it('leaves text without a match alone', () => {
    expect(paraphrase('i fell over in tesco', createSeededRng(2))).toBe('i fell over in tesco');
  });

  it('never doubles an intensifier ("so so boring")', () => {
    const rng = createSeededRng(3);
    for (let i = 0; i < 50; i++)
      expect(paraphrase('golf is so boring', rng)).not.toMatch(/so (so|really) boring/);
  });

  it('offers only alternatives that are safe for teens and leak-free', () => {
    for (const [, alternatives] of PARAPHRASES) {
      for (const alt of alternatives) {
        expect(findDeniedWord(alt, 'teens'), alt).toBeNull();
        expect(findLeak(alt), alt).toBeNull();
        expect(alt).not.toMatch(/[.!?]/);
      }
    }
  });
});
