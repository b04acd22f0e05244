// The fake-entry corpus: whole, hand-curated entries, one JSON file per category in ./corpus
// (docs/decisions/008). This file holds the data's schema, its validation (run by corpus.test.ts,
// never at play time) and the index the picker reads, built once per category. Pure: no I/O.
import type { CategoryId, ContentType } from '../engine/categories';
import { SENTENCE_LIMITS, findCategory } from '../engine/categories';
import { countSentences } from '../engine/stories';
import type { AgeRange, RandomnessLevel } from '../engine/settings';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../engine/settings';
import { DIALECTS, type Dialect, dialectOf } from './dialect';
import { isCorpusId } from './corpus-id';
import { registerOf, type Register } from './register';
import { findDeniedWord, findLeak } from './safety';
import { contentStems, stem, tokens, wordCount, wordRuns, COPY_RUN_LENGTH } from './text';

/** Dialect of an entry: British-only words, American-only words, or neither. */
export type EntryDialect = Dialect | 'any';
export const ENTRY_DIALECTS: readonly EntryDialect[] = [...DIALECTS, 'any'];

/** One entry as stored in a corpus file. */
export interface CorpusEntry {
  /** "<category>-<number>", unique across the corpus; the device remembers these, never the text. */
  readonly id: string;
  readonly text: string;
  /** How surprising it is, on the randomness slider's scale: 10 ordinary … 90 surprising. */
  readonly level: RandomnessLevel;
  /** The youngest age range it suits. */
  readonly age: AgeRange;
  /** The oldest age range it suits, for entries tied to a stage of life ("my form tutor"); all when absent. */
  readonly oldest?: AgeRange;
  readonly dialect: EntryDialect;
  /** What it is about ("door", "interview"): two entries of a round never share a topic. */
  readonly topics: readonly string[];
}

/** One corpus file: every entry of one category. */
export interface CorpusFile {
  readonly category: CategoryId;
  readonly entries: readonly CorpusEntry[];
}

// ---- the spread every category must have (issue 12) ----
export const MIN_ENTRIES_PER_CATEGORY = 300;
export const MIN_TEEN_ENTRIES_PER_CATEGORY = 100;
export const MIN_ENTRIES_PER_LEVEL = 40;
/** Word counts a corpus entry may have, by content type. */
export const ENTRY_WORDS: Readonly<Record<ContentType, { min: number; max: number }>> = {
  statement: { min: 3, max: 28 },
  story: { min: 5, max: 45 },
};
/** Two entries of one category whose word overlap (Jaccard) is above this are near-duplicates. */
export const NEAR_DUPLICATE_OVERLAP = 0.6;

/** Everything wrong with one category's file (empty when it is sound). */
export function validateCorpusFile(file: CorpusFile, expected: CategoryId): string[] {
  const problems: string[] = [];
  const category = findCategory(expected);
  if (!category) return [`unknown category ${expected}`];
  if (file.category !== expected) problems.push(`file says category ${file.category}`);
  const limit = SENTENCE_LIMITS[category.type];
  const range = ENTRY_WORDS[category.type];
  const ids = new Set<string>();
  for (const e of file.entries) {
    const at = `${e.id} "${e.text}"`;
    if (!isCorpusId(e.id) || !e.id.startsWith(`${expected}-`)) problems.push(`${at}: bad id`);
    if (ids.has(e.id)) problems.push(`${at}: duplicate id`);
    ids.add(e.id);
    if (typeof e.text !== 'string' || e.text.trim() !== e.text || /[\r\n]/.test(e.text))
      problems.push(`${at}: text must be one trimmed line`);
    if (!RANDOMNESS_LEVELS.includes(e.level)) problems.push(`${at}: level ${e.level}`);
    if (!AGE_RANGES.includes(e.age)) problems.push(`${at}: age ${e.age}`);
    if (
      e.oldest !== undefined &&
      (!AGE_RANGES.includes(e.oldest) || AGE_RANGES.indexOf(e.oldest) < AGE_RANGES.indexOf(e.age))
    )
      problems.push(`${at}: oldest ${e.oldest}`);
    if (!ENTRY_DIALECTS.includes(e.dialect)) problems.push(`${at}: dialect ${e.dialect}`);
    else {
      const found = dialectOf(e.text);
      if (found !== null && found !== e.dialect) problems.push(`${at}: reads ${found}`);
    }
    if (
      !Array.isArray(e.topics) ||
      e.topics.length === 0 ||
      e.topics.some((t) => typeof t !== 'string' || !/^[a-z0-9][a-z0-9' -]*$/.test(t))
    )
      problems.push(`${at}: topics`);
    const sentences = countSentences(e.text);
    if (sentences > limit) problems.push(`${at}: ${sentences} sentences, limit ${limit}`);
    const words = wordCount(e.text);
    if (words < range.min || words > range.max) problems.push(`${at}: ${words} words`);
    const denied = findDeniedWord(e.text, e.age);
    if (denied !== null) problems.push(`${at}: "${denied}" is not for ${e.age}`);
    if (findLeak(e.text) !== null) problems.push(`${at}: reads like a leaked prompt`);
  }
  return problems;
}

/** Exact and near duplicates within one category: same words, or word overlap above NEAR_DUPLICATE_OVERLAP. */
export function findNearDuplicates(file: CorpusFile): string[] {
  const sets = file.entries.map((e) => new Set(tokens(e.text)));
  const problems: string[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i] as Set<string>;
      const b = sets[j] as Set<string>;
      let shared = 0;
      for (const w of a) if (b.has(w)) shared++;
      const overlap = shared / (a.size + b.size - shared);
      if (overlap > NEAR_DUPLICATE_OVERLAP)
        problems.push(`${file.entries[i]?.id} ~ ${file.entries[j]?.id} (${overlap.toFixed(2)})`);
    }
  }
  return problems;
}

/** The spread rules: size, teen share and every randomness level (empty when met). */
export function checkSpread(file: CorpusFile): string[] {
  const problems: string[] = [];
  if (file.entries.length < MIN_ENTRIES_PER_CATEGORY)
    problems.push(`${file.category}: ${file.entries.length} entries`);
  const teens = file.entries.filter((e) => fitsAge(e, 'teens')).length;
  if (teens < MIN_TEEN_ENTRIES_PER_CATEGORY)
    problems.push(`${file.category}: ${teens} entries fit teens`);
  for (const level of RANDOMNESS_LEVELS) {
    const n = file.entries.filter((e) => e.level === level).length;
    if (n < MIN_ENTRIES_PER_LEVEL)
      problems.push(`${file.category}: ${n} entries at level ${level}`);
  }
  return problems;
}

/** Facts friends could check: siblings, pets, children, a partner named by gender, a car. */
export const FALSIFIABLE =
  /\b(?:my|our) (?:little |big |older |younger )?(?:brother|sister|bro|sis|twin|dog|cat|puppy|kitten|hamster|rabbit|husband|wife|boyfriend|girlfriend|bf|gf|son|daughter|kids?)\b|\bmy car\b/i;
/** Words that tell the teller's sex; the fake goes to whichever player is the faker. */
export const GENDERED =
  /\b(?:my period|got my period|tampons?|bras?|skirts?|my dress|a dress|lipstick|mascara|eyeliner|my make ?up|my beard|my stubble|boys toilets|girls toilets|my boxers|my bikini|my knickers)\b/i;
/**
 * At most this share of a category's entries may open on a verb with the subject dropped ("Went
 * to…"): people who type a story mostly write "I…", and a corpus full of these was one
 * recognisable voice (issue 20). The opening is read as the register reads it (register.ts).
 */
export const MAX_DROPPED_SUBJECT_SHARE = 0.08;

/** The rules for writers of the corpus that are not about a single field: checkable facts, sex, voice. */
export function findWriterProblems(file: CorpusFile): string[] {
  const problems: string[] = [];
  for (const e of file.entries) {
    if (FALSIFIABLE.test(e.text)) problems.push(`${e.id} "${e.text}": a fact friends could check`);
    if (GENDERED.test(e.text)) problems.push(`${e.id} "${e.text}": tells the teller's sex`);
  }
  const dropped = file.entries.filter((e) => registerOf(e.text).opening === 'dropped').length;
  if (dropped > file.entries.length * MAX_DROPPED_SUBJECT_SHARE)
    problems.push(
      `${file.category}: ${dropped} entries open without their subject ("Went…"), at most ${Math.floor(file.entries.length * MAX_DROPPED_SUBJECT_SHARE)}`,
    );
  return problems;
}

/** True when the entry suits players of this age range. */
export function fitsAge(entry: CorpusEntry, age: AgeRange): boolean {
  const i = AGE_RANGES.indexOf(age);
  return (
    AGE_RANGES.indexOf(entry.age) <= i && i <= AGE_RANGES.indexOf(entry.oldest ?? 'mature-adults')
  );
}

// ---- the index the picker reads ----

/** A corpus entry with what the picker compares, computed once when a category is loaded. */
export interface IndexedEntry {
  readonly entry: CorpusEntry;
  readonly words: number;
  /** SPEC §5 sentences. */
  readonly sentences: number;
  readonly levelIndex: number;
  /** Its words, in order, as tokens() gives them. */
  readonly tokens: readonly string[];
  readonly tokenSet: ReadonlySet<string>;
  readonly runs: ReadonlySet<string>;
  /** Stems of the topics and of the content words: what the entry is about. */
  readonly about: ReadonlySet<string>;
  /** How it reads, computed from the text (register.ts). */
  readonly register: Register;
}

export interface CorpusIndex {
  readonly category: CategoryId;
  readonly entries: readonly IndexedEntry[];
  /**
   * The category's subject words: stems in at least SUBJECT_SHARE of its entries ("kiss", "date").
   * Two entries that share only these tell two stories on one subject, not one story twice.
   */
  readonly subjectStems: ReadonlySet<string>;
  /** Entries by age range and round dialect (null: the round shows none), shortest first, computed on first use. */
  readonly pools: Map<string, readonly IndexedEntry[]>;
}

/** A stem in at least this share of a category's entries is one of its subject words. */
export const SUBJECT_SHARE = 0.03;

export function indexCorpus(file: CorpusFile): CorpusIndex {
  const entries = file.entries.map((entry): IndexedEntry => {
    const words = tokens(entry.text);
    return {
      entry,
      words: wordCount(entry.text),
      sentences: countSentences(entry.text),
      levelIndex: RANDOMNESS_LEVELS.indexOf(entry.level),
      tokens: words,
      tokenSet: new Set(words),
      runs: wordRuns(entry.text, COPY_RUN_LENGTH),
      about: new Set([
        ...entry.topics.flatMap((t) => t.split(/[ -]/).map(stem)),
        ...contentStems(entry.text),
      ]),
      register: registerOf(entry.text),
    };
  });
  const counts = new Map<string, number>();
  for (const e of entries) for (const s of e.about) counts.set(s, (counts.get(s) ?? 0) + 1);
  const subjectStems = new Set(
    [...counts].filter(([, n]) => n >= entries.length * SUBJECT_SHARE).map(([s]) => s),
  );
  return { category: file.category, entries, subjectStems, pools: new Map() };
}

/**
 * The entries of the index that suit this age and the round's dialect (an unmarked round takes all).
 * An entry of the other side stays out even when its spelling could be changed: its other words
 * (a 10p sweet, a paper shop) would still belong to its own side.
 */
export function poolFor(
  index: CorpusIndex,
  age: AgeRange,
  dialect: Dialect | null,
): readonly IndexedEntry[] {
  const key = `${age}|${dialect ?? ''}`;
  let pool = index.pools.get(key);
  if (!pool) {
    pool = index.entries
      .filter(
        (e) =>
          fitsAge(e.entry, age) &&
          (dialect === null || e.entry.dialect === 'any' || e.entry.dialect === dialect),
      )
      // by length, so the picker visits only the entries within a round's word range
      .sort((a, b) => a.words - b.words);
    index.pools.set(key, pool);
  }
  return pool;
}
