import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../engine/random';
import {
  applyStyle,
  dropsSubject,
  measureStyle,
  profileStyle,
  splitEnding,
  styleDistance,
} from './style';

describe('profileStyle', () => {
  it('reads all-lower-case typing without end punctuation', () => {
    const p = profileStyle('i fell over in tesco and everyone saw');
    expect(p).toMatchObject({
      casing: 'lower',
      capitalStart: false,
      capitalI: false,
      ending: [],
      sentences: 1,
      wordCount: 8,
      sloppy: true,
    });
  });

  it('reads sentence case, the pronoun I and a full stop', () => {
    const p = profileStyle('I fell over in Tesco. Everyone saw.');
    expect(p).toMatchObject({
      casing: 'mixed',
      capitalStart: true,
      capitalAfterBreak: true,
      capitalI: true,
      sentences: 2,
      innerBreak: '. ',
    });
    expect(p.ending).toEqual([{ kind: 'punct', space: '', text: '.' }]);
  });

  it('reads a capital first letter with a lower-case i', () => {
    expect(profileStyle('Honestly i hate cheese')).toMatchObject({
      casing: 'mixed',
      capitalStart: true,
      capitalI: false,
    });
  });

  it('reads shouting', () => {
    expect(profileStyle('I HATE CHEESE SO MUCH')).toMatchObject({ casing: 'shout' });
  });

  it('reads endings made of laughs, tags, emoji and punctuation', () => {
    expect(splitEnding('i fell over lol').ending).toEqual([
      { kind: 'laugh', space: ' ', text: 'lol' },
    ]);
    expect(splitEnding('i fell over lmaooo!! 😂😂').ending.map((p) => p.kind)).toEqual([
      'laugh',
      'punct',
      'emoji',
    ]);
    expect(splitEnding('cats are better tbh').ending).toEqual([
      { kind: 'tag', space: ' ', text: 'tbh' },
    ]);
    expect(splitEnding('lol').ending).toEqual([]);
    expect(splitEnding('i lost my carol').ending).toEqual([]);
  });

  it('counts the sentences an ending adds under the SPEC rule', () => {
    expect(profileStyle('i fell. 😂').endingSentences).toBe(1);
    expect(profileStyle('i fell 😂').endingSentences).toBe(0);
  });

  it('reads missing and curly apostrophes, and falls back to the round', () => {
    expect(profileStyle('im not sorry and i dont care').apostrophes).toBe('none');
    expect(profileStyle('i’m not sorry').apostrophes).toBe('curly');
    expect(profileStyle("i'm not sorry").apostrophes).toBe('straight');
    expect(profileStyle('cats rule', ['dogs drool', 'i dont care', 'its fine']).apostrophes).toBe(
      'none',
    );
    expect(profileStyle('i borrowed my mums car').apostrophes).toBe('none');
  });

  it('reads shorthand', () => {
    const p = profileStyle('u know i hate it bc its cold tho');
    expect(p.textisms).toEqual(
      expect.arrayContaining([
        ['you', 'u'],
        ['because', 'bc'],
        ['though', 'tho'],
      ]),
    );
  });

  it('reads a dropped "i"', () => {
    expect(dropsSubject('fell over in town')).toBe(true);
    expect(dropsSubject('Walked into a door')).toBe(true);
    expect(dropsSubject('set 7 alarms every morning')).toBe(true);
    expect(dropsSubject('i fell over')).toBe(false);
    expect(dropsSubject('my mum fell over')).toBe(false);
  });
});

describe('applyStyle', () => {
  const clauses = ['i pushed a door that said pull at Tesco', "i didn't notice for ages"];

  it('types all lower case with no end punctuation like the model', () => {
    const out = applyStyle(
      clauses,
      profileStyle('waved at a stranger lol no'),
      { sentences: 1 },
      createSeededRng(1),
    );
    expect(out).toBe(out.toLowerCase());
    expect(out).not.toMatch(/[.!?]$/);
  });

  it('types sentence case, "I" and the model\'s end punctuation', () => {
    const out = applyStyle(
      clauses,
      profileStyle('I fell over. Everyone saw!!'),
      { sentences: 2 },
      createSeededRng(2),
    );
    expect(out).toMatch(/^I pushed a door that said pull at Tesco\. I didn't notice for ages!!$/);
  });

  it('copies a laugh or emoji ending (maybe swapped for one of the same kind)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const rng = createSeededRng(seed);
      expect(applyStyle(clauses, profileStyle('i fell over lol'), { sentences: 1 }, rng)).toMatch(
        / (lol|lmao|haha|lmaooo|hahaha)$/,
      );
      expect(applyStyle(clauses, profileStyle('i fell over 😂😂'), { sentences: 1 }, rng)).toMatch(
        / \p{Extended_Pictographic}{2}$/u,
      );
    }
  });

  it('drops apostrophes and uses shorthand when the model does', () => {
    const out = applyStyle(
      ['i did it because you asked'],
      profileStyle('i didnt go bc u said no'),
      { sentences: 1, typoRate: 0 },
      createSeededRng(3),
    );
    expect(out).toBe('i did it bc u asked');
    const out2 = applyStyle(
      ["i can't stop"],
      profileStyle('im done lol no'),
      { sentences: 1, typoRate: 0 },
      createSeededRng(3),
    );
    expect(out2).toBe('i cant stop');
  });

  it('uses curly apostrophes when the model does', () => {
    expect(
      applyStyle(["i can't stop"], profileStyle('I’m done.'), { sentences: 1 }, createSeededRng(3)),
    ).toBe('I can’t stop.');
  });

  it('capitalises a sentence only when it starts with a letter', () => {
    const p = profileStyle('I fell over. Everyone saw.');
    expect(applyStyle(['3 is my lucky number'], p, { sentences: 1 }, createSeededRng(1))).toBe(
      '3 is my lucky number.',
    );
    expect(applyStyle(['i fell'], p, { sentences: 1 }, createSeededRng(1))).toBe('I fell.');
  });

  it('shouts when the model shouts', () => {
    expect(
      applyStyle(
        ['i fell over'],
        profileStyle('I HATE MONDAYS SO MUCH'),
        { sentences: 1 },
        createSeededRng(3),
      ),
    ).toBe('I FELL OVER');
  });

  it('joins clauses into one sentence when asked', () => {
    const out = applyStyle(
      clauses,
      profileStyle('i fell over in town'),
      { sentences: 1, typoRate: 0 },
      createSeededRng(4),
    );
    expect(measureStyle(out).sentences).toBe(1);
    expect(out).toMatch(/tesco( and|,)? i didn't notice/);
  });

  it('drops the "i" like a model that does', () => {
    const outs = Array.from({ length: 20 }, (_, seed) =>
      applyStyle(
        ['i fell over'],
        profileStyle('tripped up the stairs'),
        { sentences: 1 },
        createSeededRng(seed),
      ),
    );
    expect(outs).toContain('fell over');
  });

  it('never adds commas for a player who types none', () => {
    const out = applyStyle(
      ['honestly, i think, cats win', 'fight me'],
      profileStyle('i like dogs and i always will'),
      { sentences: 1, statement: true },
      createSeededRng(5),
    );
    expect(out).not.toContain(',');
    expect(out).not.toMatch(/ and fight me/);
  });
});

describe('styleDistance', () => {
  const model = profileStyle('i fell over in the middle of town today');
  const target = { wordCount: 9, min: 5, max: 14 };

  it('is zero for a candidate of the same shape', () => {
    expect(
      styleDistance(measureStyle('i got stuck in the middle of the road'), model, target),
    ).toBe(0);
  });

  it('grows with the word-count gap, sentences, casing and punctuation', () => {
    const base = styleDistance(measureStyle('i got lost in the back of the bus'), model, target);
    expect(styleDistance(measureStyle('i got lost'), model, target)).toBeGreaterThan(base);
    expect(
      styleDistance(measureStyle('i got lost. in the back of the bus'), model, target),
    ).toBeGreaterThan(base);
    expect(
      styleDistance(measureStyle('I got lost in the back of the bus'), model, target),
    ).toBeGreaterThan(base);
    expect(
      styleDistance(measureStyle('i got lost, in the back, of the bus!!'), model, target),
    ).toBeGreaterThan(base);
  });

  it('penalises leaving the allowed range above anything else', () => {
    const outside = styleDistance(measureStyle('a b c d e f g h i j k l m n o p'), model, target);
    const casingOff = styleDistance(
      measureStyle('I Got Lost In The Back Of The Bus.'),
      model,
      target,
    );
    expect(outside).toBeGreaterThan(casingOff);
  });
});
