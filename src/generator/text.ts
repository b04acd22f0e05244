// Text measures shared by the offline generator, the LLM answer checker and the benchmarks.
// Pure string functions: no I/O, no randomness.

/** Curly and stray apostrophes become the straight one, so "don’t" and "don't" compare equal. */
export function normalizeApostrophes(text: string): string {
  return text.replace(/[\u2018\u2019\u02BC`\u00B4]/g, "'");
}

/**
 * Lower-cased words for comparisons: letters and digits only, apostrophes removed ("Don't" → "dont"),
 * so "dont" and "don't" count as the same word.
 */
export function tokens(text: string): string[] {
  // plain ASCII (nearly every entry) is split by hand, as the pattern [a-z0-9']+ would
  if (ASCII.test(text)) return asciiTokens(text.toLowerCase());
  const found = normalizeApostrophes(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}']+/gu);
  const out: string[] = [];
  for (const raw of found ?? []) {
    const word = raw.includes("'") ? raw.replace(/'/g, '') : raw;
    if (word !== '') out.push(word);
  }
  return out;
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * tokens() of lower-cased printable ASCII: each run of letters, digits and apostrophes, the
 * apostrophes taken out, empty words left out.
 */
function asciiTokens(lower: string): string[] {
  const out: string[] = [];
  let start = -1;
  let apostrophes = false;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 32;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 39) {
      if (start < 0) start = i;
      if (code === 39) apostrophes = true;
    } else if (start >= 0) {
      const raw = lower.slice(start, i);
      const word = apostrophes ? raw.replace(/'/g, '') : raw;
      if (word !== '') out.push(word);
      start = -1;
      apostrophes = false;
    }
  }
  return out;
}

const ALNUM = /[\p{L}\p{N}]/u;
const SPACE = /\s/;

/** True for a letter or digit (ASCII fast path, Unicode otherwise). */
export function isWordChar(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return ALNUM.test(c);
}

/** Counted words and their letters and digits, in one pass (pieces between whitespace holding a letter or digit). */
export function wordStats(text: string): { words: number; letters: number } {
  let words = 0;
  let letters = 0;
  let inPiece = false;
  let pieceHasWordChar = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let space: boolean;
    let wordChar: boolean;
    if (code < 128) {
      // ASCII (nearly every character): no string per character, no regex
      space = code === 32 || (code >= 9 && code <= 13);
      wordChar =
        (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
    } else {
      // one code point, as `for (const c of text)` would give it
      const c = String.fromCodePoint(text.codePointAt(i) as number);
      i += c.length - 1;
      space = SPACE.test(c);
      wordChar = ALNUM.test(c);
    }
    if (space) {
      if (inPiece && pieceHasWordChar) words++;
      inPiece = false;
      pieceHasWordChar = false;
    } else {
      inPiece = true;
      if (wordChar) {
        pieceHasWordChar = true;
        letters++;
      }
    }
  }
  if (inPiece && pieceHasWordChar) words++;
  return { words, letters };
}

/** Words as a reader counts them: whitespace-separated pieces holding a letter or digit (emoji and "&" do not count). */
export function wordCount(text: string): number {
  return wordStats(text).words;
}

/** Mean letters and digits per counted word (0 for no words). */
export function averageWordLength(text: string): number {
  const { words, letters } = wordStats(text);
  return words === 0 ? 0 : letters / words;
}

/** The set of lower-cased n-word runs of a text, joined by spaces. */
export function wordRuns(text: string, n: number): Set<string> {
  return runsOf(tokens(text), n);
}

/** The n-word runs of a list of words. */
function runsOf(words: readonly string[], n: number): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(runAt(words, i, n));
  return runs;
}

/** The n words from i, joined by spaces (words.slice(i, i + n).join(' ') without the array). */
function runAt(words: readonly string[], i: number, n: number): string {
  let run = words[i] as string;
  for (let k = 1; k < n; k++) run += ` ${words[i + k] as string}`;
  return run;
}

/** True when a and b share a run of n consecutive words (lower-cased, punctuation and apostrophes ignored). */
export function sharesRun(a: string, b: string, n = 4): boolean {
  if (n < 1) return false;
  const runs = wordRuns(b, n);
  if (runs.size === 0) return false;
  const words = tokens(a);
  for (let i = 0; i + n <= words.length; i++) if (runs.has(runAt(words, i, n))) return true;
  return false;
}

/**
 * Word overlap of two texts: the Jaccard index of their lower-cased word sets, |A ∩ B| / |A ∪ B|,
 * from 0 (no word in common) to 1 (same words). Jaccard rather than the overlap coefficient, because
 * the overlap coefficient divides by the smaller set and so flags any short entry that happens to use
 * "i", "my" and "the" like everyone else. Two empty texts overlap 0.
 */
export function wordOverlap(a: string, b: string): number {
  return jaccard(new Set(tokens(a)), new Set(tokens(b)));
}

/** Jaccard index of two word sets (0 when both are empty). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  for (const w of small) if (large.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A candidate copies a real entry when it shares a 4-word run with it or their word overlap is above this. */
export const COPY_RUN_LENGTH = 4;
export const MAX_WORD_OVERLAP = 0.35;

/** A real entry prepared once for repeated copy checks. */
export interface PreparedEntry {
  readonly text: string;
  /** Its words, as tokens() gives them. */
  readonly tokens: readonly string[];
  readonly words: ReadonlySet<string>;
  readonly runs: ReadonlySet<string>;
  /** Stems of its content words: what it is about. */
  readonly about: ReadonlySet<string>;
}

export function prepareEntry(text: string): PreparedEntry {
  const words = tokens(text);
  return {
    text,
    tokens: words,
    words: new Set(words),
    runs: runsOf(words, COPY_RUN_LENGTH),
    about: new Set(stemsOf(words)),
  };
}

/** Words that say nothing of what an entry is about. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but so if then than that this these those there here of to in on at by for from with ' +
    'about into onto over under after before when while as up down out off again just only very really ' +
    'too also not no yes all any some every each much many more most less least own same such other ' +
    'i me my mine myself we us our you your he him his she her they them their it its im ive id ill ' +
    'is am are was were be been being do does did doing done have has had having get got gets getting ' +
    'go goes went going gone make made say said says like lol ngl tbh fr bc u ur one two once still ' +
    'ever never always even actually literally honestly genuinely basically think thought know knew ' +
    'dont didnt cant wont isnt wasnt would could should will can might must thing things something ' +
    'anything nothing everything someone anyone everyone people person time times way day really ' +
    'because cause cuz what who whom which why how where whole back around then now'
  ).split(/\s+/),
);

/**
 * A rough stem, enough to tell that "doors" and "door", "waving" and "waved" are the same topic:
 * plural and verb endings are cut from longer words.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('es') && /(?:ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Stems of a text's content words (function words and words under 3 letters left out). */
export function contentStems(text: string): string[] {
  return stemsOf(tokens(text));
}

function stemsOf(words: readonly string[]): string[] {
  return words.filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w) && !/^\d+$/.test(w)).map(stem);
}

/** Why a candidate counts as a copy of one of the entries, or null when it copies none of them. */
export function copyReason(candidate: string, entries: readonly PreparedEntry[]): string | null {
  if (entries.length === 0) return null;
  return copyReasonPrepared(
    new Set(tokens(candidate)),
    wordRuns(candidate, COPY_RUN_LENGTH),
    entries,
  );
}

/** copyReason for a candidate whose word set and runs are already known (the corpus keeps them). */
export function copyReasonPrepared(
  words: ReadonlySet<string>,
  runs: ReadonlySet<string>,
  entries: readonly PreparedEntry[],
): string | null {
  for (const entry of entries) {
    for (const run of runs)
      if (entry.runs.has(run)) return `shares a ${COPY_RUN_LENGTH}-word run with a player's entry`;
    const overlap = jaccard(words, entry.words);
    if (overlap > MAX_WORD_OVERLAP)
      return `word overlap ${overlap.toFixed(2)} with a player's entry is above ${MAX_WORD_OVERLAP}`;
  }
  return null;
}

/** Content stems two texts may share and still tell different stories ("kiss" in two kiss stories). */
export const SAME_STORY_STEMS = 2;

/**
 * True when a text about these stems tells the same story as one of the entries: it shares
 * SAME_STORY_STEMS or more content stems with it, not counting the category's subject words
 * (`subject`: "kiss", "first", "date" in Intimate Mishaps). Two stories of a kiss at a bus stop,
 * side by side, read like a copy; two kiss stories are a round on its subject.
 */
export function sameStory(
  about: ReadonlySet<string>,
  entries: readonly PreparedEntry[],
  subject: ReadonlySet<string> = NO_STEMS,
): boolean {
  for (const entry of entries)
    if (sharedStems(about, entry.about, subject, SAME_STORY_STEMS) >= SAME_STORY_STEMS) return true;
  return false;
}

const NO_STEMS: ReadonlySet<string> = new Set();

/** How many of the entries share a content stem with the text: it is about what they are about. */
export function subjectFit(about: ReadonlySet<string>, entries: readonly PreparedEntry[]): number {
  let n = 0;
  for (const entry of entries) if (sharedStems(about, entry.about, NO_STEMS, 1) > 0) n++;
  return n;
}

/** Stems in both sets, leaving out the category's subject words (`except`), counted up to `enough`. */
function sharedStems(
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
  except: ReadonlySet<string>,
  enough: number,
): number {
  // walk the smaller set: a real entry has a handful of stems, a corpus entry more (no array
  // destructuring: this runs for every candidate and entry)
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  let n = 0;
  for (const s of small) if (large.has(s) && !except.has(s) && ++n >= enough) break;
  return n;
}
