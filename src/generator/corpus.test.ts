// The corpus data, checked whole: shape, SPEC §5 sentence limits, lengths, teen-safe words, dialect
// tags that agree with the words, no duplicates or near-duplicates, and the spread issue 12 asks for.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS } from '../engine/categories';
import {
  checkSpread,
  ENTRY_WORDS,
  findNearDuplicates,
  findWriterProblems,
  fitsAge,
  MIN_ENTRIES_PER_CATEGORY,
  validateCorpusFile,
  type CorpusFile,
} from './corpus';
import { CORPUS_FILES, loadCorpusFile } from './corpus-files';
import { isCorpusId } from './corpus-id';
import { registerOf, type Register } from './register';
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
      const shortest = type === 'story' ? 12 : 6;
      const longest = type === 'story' ? 25 : 15;
      expect(counts.filter((n) => n <= shortest).length).toBeGreaterThanOrEqual(15);
      expect(counts.filter((n) => n >= longest).length).toBeGreaterThanOrEqual(15);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(min);
      expect(Math.max(...counts)).toBeLessThanOrEqual(max);
    },
  );

  it.each(CATEGORY_IDS)(
    '%s: many voices, read from the text: both dialects, openings, casing, typing, named things',
    (id) => {
      const registers = files.get(id)!.entries.map((e) => registerOf(e.text));
      const share = (test: (r: Register) => boolean) =>
        registers.filter(test).length / registers.length;
      expect(share((r) => r.dialect === 'us')).toBeGreaterThan(0.01);
      expect(share((r) => r.dialect === 'uk')).toBeGreaterThan(0.01);
      // many open with "I" (stories far more than blunt opinions); all lower case is a habit of
      // some, not of most (the fake takes a player's casing anyway: surface.ts)
      expect(share((r) => r.opening === 'i')).toBeGreaterThan(0.1);
      expect(share((r) => r.opening === 'other')).toBeGreaterThan(0.15);
      expect(share((r) => r.surface.lower)).toBeGreaterThan(0.05);
      expect(share((r) => r.surface.lower)).toBeLessThan(0.5);
      expect(share((r) => r.casual)).toBeGreaterThan(0.01);
      // real entries name things: a show, a snack, a team, a number
      expect(share((r) => r.specifics > 0)).toBeGreaterThan(0.05);
      expect(
        files.get(id)!.entries.filter((e) => fitsAge(e, 'mature-adults')).length / registers.length,
      ).toBeGreaterThan(0.5);
    },
  );

  it.each(CATEGORY_IDS)(
    '%s: the rules writers are given (checkable facts, sex, openings)',
    (id) => {
      expect(findWriterProblems(files.get(id)!)).toEqual([]);
    },
  );
});

describe('corpus helpers', () => {
  it('findWriterProblems names facts friends could check, the sex of the teller and dropped subjects', () => {
    const entry = (n: number, text: string) =>
      ({
        id: `awkward-${n}`,
        text,
        level: 50,
        age: 'adults',
        dialect: 'any',
        topics: ['x'],
      }) as const;
    const problems = findWriterProblems({
      category: 'awkward',
      entries: [
        entry(1, 'I walked my dog into a lamppost'),
        entry(2, 'I lost my bra at the gym'),
        entry(3, 'Went to the wrong funeral'),
        entry(4, 'I waved at a stranger'),
      ],
    });
    expect(problems).toEqual([
      'awkward-1 "I walked my dog into a lamppost": a fact friends could check',
      'awkward-2 "I lost my bra at the gym": tells the teller\'s sex',
      'awkward: 1 entries open without their subject ("Went…"), at most 0',
    ]);
  });

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
