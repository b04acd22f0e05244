// Rewrites toward one real entry's voice keep what the fake says (issue 20, decision 018).
import { describe, expect, it } from 'vitest';
import { registerOf } from './register';
import { speakLike, toDialect, withContractions, withOpening } from './voice';
import { contentStems } from './text';

describe('toDialect', () => {
  it('spells an entry the other way when only its spelling marks it', () => {
    expect(toDialect('My favourite colour is grey', 'us')).toBe('My favorite color is gray');
    expect(toDialect('I realized the theater was the wrong color', 'uk')).toBe(
      'I realised the theatre was the wrong colour',
    );
  });

  it("refuses when a word of the other side would be left: words aren't swapped, only spellings", () => {
    expect(toDialect('My favourite bit of uni was the crisps', 'us')).toBeNull();
    expect(toDialect('Mum took me to the theatre', 'us')).toBeNull();
    expect(toDialect('My mom took me to the mall for candy', 'uk')).toBeNull();
  });

  it('leaves an entry of neither side, or of the same side, as it is', () => {
    expect(toDialect('I ate the whole cake', 'uk')).toBe('I ate the whole cake');
    expect(toDialect('My mom laughed', 'us')).toBe('My mom laughed');
  });
});

describe('withContractions', () => {
  it('writes the target way both ways, never contracting before the end', () => {
    expect(withContractions('I am sure I do not know what it is.', true)).toBe(
      "I'm sure I don't know what it is.",
    );
    expect(withContractions("I'm sure I don't care", false)).toBe('I am sure I do not care');
    expect(withContractions('I do not.', true)).toBe('I do not.');
  });
});

describe('withOpening', () => {
  it('drops an "I" before a past-tense verb and adds one back', () => {
    expect(withOpening('I went to the shop', 'dropped')).toBe('Went to the shop');
    expect(withOpening('Went to the shop', 'i')).toBe('I went to the shop');
    expect(withOpening('I love it', 'dropped')).toBe('I love it');
    expect(withOpening('My date laughed', 'i')).toBe('My date laughed');
    // a statement that opens on an adjective is not a dropped subject
    expect(withOpening('Condensed milk straight from the tin', 'i')).toBe(
      'Condensed milk straight from the tin',
    );
  });
});

describe('speakLike', () => {
  it("takes one entry's habits and keeps every content word", () => {
    const fake = 'I do not think I realised how loud I was at the Oasis gig';
    const spoken = speakLike(fake, registerOf("went out and didn't get back till 4am lol"), 'us');
    expect(spoken).toBe("i don't think i realized how loud i was at the oasis gig");
    expect(contentStems(spoken).length).toBe(contentStems(fake).length);
  });
});
