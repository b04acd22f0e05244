// Surface style: the typing habits of a player's entry put on a fake, never a word changed.
import { describe, expect, it } from 'vitest';
import { applySurface, surfaceOf } from './surface';
import { tokens } from './text';

describe('surfaceOf', () => {
  it.each([
    [
      'i fell over lol',
      { lower: true, capitals: false, endPunctuation: false, noApostrophes: false },
    ],
    ['I fell over.', { lower: false, capitals: true, endPunctuation: true, noApostrophes: false }],
    [
      'dont ask, im fine!',
      { lower: true, capitals: false, endPunctuation: true, noApostrophes: true },
    ],
    ["don't ask", { lower: true, capitals: false, endPunctuation: false, noApostrophes: false }],
    [
      'went to IKEA',
      { lower: false, capitals: false, endPunctuation: false, noApostrophes: false },
    ],
  ])('%j', (text, surface) => {
    expect(surfaceOf(text)).toEqual(surface);
  });
});

describe('applySurface', () => {
  const lower = surfaceOf('i fell over');
  const tidy = surfaceOf('I fell over.');
  const quick = surfaceOf('dont ask im fine');
  it.each([
    ["I Didn't go. Then i left", lower, "i didn't go. then i left"],
    ["i didn't go. then i left", tidy, "I didn't go. Then I left."],
    ["I didn't go, I'm fine.", quick, 'i didnt go, im fine'],
    ['Went to Greggs', lower, 'went to greggs'],
    ['went to the shop!', lower, 'went to the shop'],
    ['is this real?', tidy, 'Is this real?'],
  ] as const)('%j → %j', (text, surface, typed) => {
    expect(applySurface(text, surface)).toBe(typed);
  });

  it("keeps every word: only casing, the final stop and contractions' apostrophes change", () => {
    const text = "My mum's friend said we'll go, I'm sure.";
    for (const surface of [lower, tidy, quick]) {
      const typed = applySurface(text, surface);
      expect(tokens(typed)).toEqual(tokens(text));
      expect(typed).toContain("we'll"); // "well" would read as another word
    }
  });
});
