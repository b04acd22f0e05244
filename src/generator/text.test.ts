import { describe, expect, it } from 'vitest';
import {
  contentStems,
  stem,
  averageWordLength,
  copyReason,
  jaccard,
  prepareEntry,
  sharesRun,
  tokens,
  wordCount,
  wordOverlap,
} from './text';

describe('tokens', () => {
  it('lower-cases, drops punctuation and apostrophes so "Don\'t" and "dont" match', () => {
    expect(tokens("Don't STOP, me now!")).toEqual(['dont', 'stop', 'me', 'now']);
    expect(tokens('don’t')).toEqual(['dont']);
    expect(tokens('😂 & !!')).toEqual([]);
  });
});

describe('wordCount', () => {
  it.each([
    ['i fell over', 3],
    ['  i   fell\tover  ', 3],
    ['lol 😂😂', 1],
    ['me & my mum', 3],
    ['mid-sentence panic', 2],
    ['', 0],
    // beyond ASCII: a no-break space and an ideographic space separate, an emoji is no word,
    // accented and non-Latin letters and a letter outside the BMP (𝒜) are
    ['caf\u00e9\u00a0na\u00efve\u3000\u0434\u0430', 3],
    ['😂\u2003𝒜 ok', 2],
    ['don\u2019t \u2014 stop', 2],
  ])('%j has %i words', (text, n) => {
    expect(wordCount(text)).toBe(n);
  });

  it('counts the letters and digits of a letter outside the BMP once, like any other', () => {
    expect(averageWordLength('𝒜𝒜 ab')).toBe(2);
    expect(averageWordLength('é😂 a1')).toBe(1.5);
  });
});

describe('stem and contentStems: what an entry is about', () => {
  it.each([
    ['doors', 'door'],
    ['waving', 'wav'],
    ['waved', 'wav'],
    ['wave', 'wav'],
    ['parties', 'party'],
    ['glasses', 'glass'],
    ['bus', 'bus'],
  ])('%s → %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it('keeps content words only', () => {
    expect(contentStems("I literally walked into a glass door at the dentist's lol")).toEqual([
      'walk',
      'glass',
      'door',
      'dentist',
    ]);
  });
});

describe('averageWordLength', () => {
  it('averages letters and digits per counted word', () => {
    expect(averageWordLength('ab abcd')).toBe(3);
    expect(averageWordLength("i'm ok!")).toBe(2);
    expect(averageWordLength('😂')).toBe(0);
  });
});

describe('sharesRun', () => {
  it('finds a shared run of n words regardless of case and punctuation', () => {
    expect(sharesRun('So I WALKED into a door, lol', 'walked into a door at work', 4)).toBe(true);
    expect(sharesRun('i walked into a glass door', 'walked into a door at work', 4)).toBe(false);
  });

  it('treats apostrophes as optional', () => {
    expect(sharesRun("i don't like the beach", 'i dont like the sea', 4)).toBe(true);
  });

  it('needs at least n words on both sides', () => {
    expect(sharesRun('a b c', 'a b c', 4)).toBe(false);
    expect(sharesRun('a b c', 'a b c', 3)).toBe(true);
  });
});

describe('wordOverlap (Jaccard on lower-cased word sets)', () => {
  it('is |A ∩ B| / |A ∪ B|', () => {
    expect(wordOverlap('i hate cheese', 'I hate mayo')).toBeCloseTo(2 / 4);
    expect(wordOverlap('cats are great', 'dogs bark loudly')).toBe(0);
    expect(wordOverlap('Same words here', 'here words same')).toBe(1);
    expect(wordOverlap('', '')).toBe(0);
  });

  it('counts repeated words once', () => {
    expect(jaccard(new Set(['a', 'a']), new Set(['a']))).toBe(1);
  });
});

describe('copyReason', () => {
  const entries = ['i waved at a stranger in tesco', 'pineapple on pizza is elite'].map(
    prepareEntry,
  );

  it('flags a shared 4-word run', () => {
    expect(copyReason('omg i waved at a stranger on the bus', entries)).toMatch(/4-word run/);
  });

  it('flags word overlap above 0.35', () => {
    expect(copyReason('elite pizza is pineapple', entries)).toMatch(/overlap/);
  });

  it('passes unrelated text', () => {
    expect(copyReason('my trousers ripped in assembly', entries)).toBeNull();
  });
});
