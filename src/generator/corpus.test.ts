// The corpus data, checked whole: shape, SPEC §5 sentence limits, lengths, teen-safe words, dialect
// tags that agree with the words, no duplicates or near-duplicates, and the spread issue 12 asks for.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS } from '../engine/categories';
import {
  checkSpread,
  ENTRY_WORDS,
  findNearDuplicates,
  fitsAge,
  MIN_ENTRIES_PER_CATEGORY,
  validateCorpusFile,
  type CorpusEntry,
  type CorpusFile,
} from './corpus';
import { CORPUS_FILES, loadCorpusFile } from './corpus-files';
import { isCorpusId } from './corpus-id';
import { isCasual } from './register';
import { wordCount } from './text';

const files = new Map<string, CorpusFile>(
  await Promise.all(CATEGORY_IDS.map(async (id) => [id, await loadCorpusFile(id)] as const)),
);

describe('the corpus files', () => {
  it('has one file per category, and nothing else', () => {
    expect(Object.keys(CORPUS_FILES).sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it.each(CATEGORY_IDS)('%s: every entry is valid', (id) => {
    expect(validateCorpusFile(files.get(id)!, id)).toEqual([]);
  });

  it.each(CATEGORY_IDS)('%s: no duplicates or near-duplicates', (id) => {
    expect(findNearDuplicates(files.get(id)!)).toEqual([]);
  });

  it.each(CATEGORY_IDS)('%s: the spread (size, teens, every randomness level)', (id) => {
    expect(checkSpread(files.get(id)!)).toEqual([]);
  });

  it('holds at least 3,300 entries, ids unique across the corpus', () => {
    const all = [...files.values()].flatMap((f) => f.entries);
    expect(all.length).toBeGreaterThanOrEqual(MIN_ENTRIES_PER_CATEGORY * CATEGORIES.length);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it.each(CATEGORIES.map((c) => [c.id, c.type] as const))(
    '%s: lengths cover what real %s entries have, short and long',
    (id, type) => {
      const counts = files.get(id)!.entries.map((e) => wordCount(e.text));
      const { min, max } = ENTRY_WORDS[type];
      const shortest = type === 'story' ? 9 : 6;
      const longest = type === 'story' ? 25 : 15;
      expect(counts.filter((n) => n <= shortest).length).toBeGreaterThanOrEqual(15);
      expect(counts.filter((n) => n >= longest).length).toBeGreaterThanOrEqual(15);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(min);
      expect(Math.max(...counts)).toBeLessThanOrEqual(max);
    },
  );

  it.each(CATEGORY_IDS)('%s: many voices: both dialects, tidy and casual typing', (id) => {
    const entries: readonly CorpusEntry[] = files.get(id)!.entries;
    const share = (test: (e: CorpusEntry) => boolean) =>
      entries.filter(test).length / entries.length;
    expect(share((e) => e.dialect === 'uk')).toBeGreaterThan(0.1);
    expect(share((e) => e.dialect === 'us')).toBeGreaterThan(0.1);
    expect(share((e) => e.text === e.text.toLowerCase())).toBeGreaterThan(0.2);
    expect(share((e) => /^[A-Z]/.test(e.text))).toBeGreaterThan(0.2);
    expect(share((e) => isCasual(e.text))).toBeGreaterThan(0.05);
    expect(share((e) => fitsAge(e, 'mature-adults'))).toBeGreaterThan(0.5);
  });

  it.each(CATEGORY_IDS)(
    '%s: states nothing friends could check (no siblings, pets, partners by gender)',
    (id) => {
      const falsifiable =
        /\b(?:my|our) (?:little |big |older |younger )?(?:brother|sister|bro|sis|twin|dog|cat|puppy|kitten|hamster|rabbit|husband|wife|boyfriend|girlfriend|bf|gf|son|daughter|kids?)\b|\bmy car\b/i;
      const offenders = files
        .get(id)!
        .entries.filter((e) => falsifiable.test(e.text))
        .map((e) => e.id);
      expect(offenders).toEqual([]);
    },
  );

  it.each(CATEGORY_IDS)(
    "%s: nothing tells the reader's sex (any player may be the faker)",
    (id) => {
      const gendered =
        /\b(?:my period|got my period|tampons?|bras?|skirts?|my dress|a dress|lipstick|mascara|eyeliner|my make ?up|my beard|my stubble|boys toilets|girls toilets|my boxers|my bikini|my knickers)\b/i;
      const offenders = files
        .get(id)!
        .entries.filter((e) => gendered.test(e.text))
        .map((e) => e.id);
      expect(offenders).toEqual([]);
    },
  );
});

describe('corpus helpers', () => {
  it('isCorpusId takes "<category>-<number>" only', () => {
    expect(isCorpusId('awkward-12')).toBe(true);
    expect(isCorpusId('awkward')).toBe(false);
    expect(isCorpusId('awkward-12; drop table')).toBe(false);
    expect(isCorpusId(12)).toBe(false);
  });

  it('validateCorpusFile reports each broken rule', () => {
    const bad: CorpusFile = {
      category: 'unpopular',
      entries: [
        {
          id: 'unpopular-1',
          text: 'two sentences. in a statement',
          level: 50,
          age: 'adults',
          dialect: 'any',
          topics: ['x'],
        },
        {
          id: 'unpopular-1',
          text: 'beer is better warm',
          level: 50,
          age: 'teens',
          dialect: 'any',
          topics: ['beer'],
        },
        {
          id: 'awkward-3',
          text: 'my mum hates colour',
          level: 40 as 50,
          age: 'adults',
          dialect: 'us',
          topics: [],
        },
      ],
    };
    const problems = validateCorpusFile(bad, 'unpopular').join('\n');
    expect(problems).toMatch(/2 sentences, limit 1/);
    expect(problems).toMatch(/duplicate id/);
    expect(problems).toMatch(/"beer" is not for teens/);
    expect(problems).toMatch(/awkward-3 .*bad id/);
    expect(problems).toMatch(/level 40/);
    expect(problems).toMatch(/reads uk/);
    expect(problems).toMatch(/topics/);
  });

  it('fitsAge honours the youngest and the oldest age range', () => {
    const e = {
      id: 'x-1',
      text: 't',
      level: 10,
      age: 'teens',
      oldest: 'young-adults',
      dialect: 'any',
      topics: ['t'],
    } as const;
    expect(fitsAge(e, 'teens')).toBe(true);
    expect(fitsAge(e, 'young-adults')).toBe(true);
    expect(fitsAge(e, 'adults')).toBe(false);
    expect(fitsAge({ ...e, age: 'adults', oldest: undefined }, 'teens')).toBe(false);
    expect(fitsAge({ ...e, age: 'adults', oldest: undefined }, 'mature-adults')).toBe(true);
  });
});
