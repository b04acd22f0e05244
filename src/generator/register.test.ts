// The register of an entry, computed from its text (issue 20): table tests of each feature, and the
// gap the picker ranks candidates by.
import { describe, expect, it } from 'vitest';
import { isCasual, registerGap, registerOf, specificsOf } from './register';

describe('registerOf', () => {
  it.each([
    ['I fell over at the bus stop.', 'i'],
    ["I'm the one who always forgets", 'i'],
    ['Went to the shop without shoes', 'dropped'],
    ['Accidentally called my teacher mum', 'dropped'],
    ['My first kiss was at a bus stop', 'other'],
    ['Pineapple belongs on pizza', 'other'],
  ] as const)('%j opens %s', (text, opening) => {
    expect(registerOf(text).opening).toBe(opening);
  });

  it.each([
    ["I don't like it", 'short'],
    ['I do not like it', 'long'],
    ['I like it', 'none'],
  ] as const)('%j writes contractions %s', (text, contractions) => {
    expect(registerOf(text).contractions).toBe(contractions);
  });

  it('tells a rambling entry from a tidy one', () => {
    expect(
      registerOf(
        'so we got to the party and nobody was there yet, so we waited in the car and then it started raining and my phone died',
      ).rambling,
    ).toBe(true);
    expect(registerOf('I waited in the car until it stopped raining.').rambling).toBe(false);
  });

  it('counts named things, numbers and amounts, a run of capitals as one', () => {
    expect(specificsOf("I have watched every episode of Grey's Anatomy twice")).toBe(1);
    expect(specificsOf('I lost $40 at a Taylor Swift concert in 2019')).toBe(3);
    expect(specificsOf('I fell over. Then I laughed')).toBe(0);
    expect(specificsOf('I LOVE it')).toBe(0);
  });

  it('reads the shape: commas, quoted words, an aside, "we"', () => {
    const r = registerOf(
      'So we got there, sat down, and he goes "is this your first time" (it was)',
    );
    expect(r).toMatchObject({ commas: 2, quotes: true, aside: true, we: true });
    expect(registerOf('I sat down.')).toMatchObject({
      commas: 0,
      quotes: false,
      aside: false,
      we: false,
    });
  });

  it('notices typos, text-speak, the dialect and the era', () => {
    expect(registerOf('i definately did it').typo).toBe(true);
    expect(registerOf('I definitely did it').typo).toBe(false);
    expect(isCasual('dont ask lol')).toBe(true);
    expect(isCasual("Don't ask.")).toBe(false);
    expect(registerOf('my mum took me to uni').dialect).toBe('uk');
    expect(registerOf('I burned every CD I had off Limewire').era).toBe('old');
    expect(registerOf('I learned the whole dance off TikTok').era).toBe('new');
    expect(registerOf('I learned the whole dance').era).toBeNull();
  });
});

describe('registerGap', () => {
  const target = registerOf('I ate a whole Toblerone on the bus and nobody noticed');
  it('is 0 for the same register and grows with each difference', () => {
    expect(
      registerGap(registerOf('I watched all of Shrek in one go with the sound off'), target),
    ).toBe(0);
    const bland = registerGap(registerOf('I ate a whole bar of chocolate on the bus'), target);
    const casual = registerGap(registerOf('ate a whole chocolate bar on the bus lol'), target);
    expect(bland).toBeGreaterThan(0);
    expect(casual).toBeGreaterThan(bland);
  });

  it('weighs a stack of named things against a target that names one', () => {
    const one = registerGap(registerOf('I ate a Toblerone on the 38 bus'), target);
    const stacked = registerGap(
      registerOf('I ate a Toblerone at Walmart on Black Friday during the Super Bowl'),
      registerOf('I ate a whole chocolate bar on the bus and nobody noticed'),
    );
    expect(stacked).toBeGreaterThan(one);
  });
});
