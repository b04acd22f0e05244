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
  const found =
    normalizeApostrophes(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  const out: string[] = [];
  for (const raw of found) {
    const word = raw.replace(/'/g, '');
    if (word !== '') out.push(word);
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

function isSpace(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return SPACE.test(c);
}

/** Counted words and their letters and digits, in one pass (pieces between whitespace holding a letter or digit). */
export function wordStats(text: string): { words: number; letters: number } {
  let words = 0;
  let letters = 0;
  let inPiece = false;
  let pieceHasWordChar = false;
  for (const c of text) {
    if (isSpace(c)) {
      if (inPiece && pieceHasWordChar) words++;
      inPiece = false;
      pieceHasWordChar = false;
    } else {
      inPiece = true;
      if (isWordChar(c)) {
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

/** SPEC §5: sentences are counted by splitting on . ! ? and dropping blank pieces. */
export function countSentences(text: string): number {
  return text.split(/[.!?]/).filter((piece) => piece.trim() !== '').length;
}

/** Mean letters and digits per counted word (0 for no words). */
export function averageWordLength(text: string): number {
  const { words, letters } = wordStats(text);
  return words === 0 ? 0 : letters / words;
}

/** The set of lower-cased n-word runs of a text, joined by spaces. */
export function wordRuns(text: string, n: number): Set<string> {
  const words = tokens(text);
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(' '));
  return runs;
}

/** True when a and b share a run of n consecutive words (lower-cased, punctuation and apostrophes ignored). */
export function sharesRun(a: string, b: string, n = 4): boolean {
  if (n < 1) return false;
  const runs = wordRuns(b, n);
  if (runs.size === 0) return false;
  const words = tokens(a);
  for (let i = 0; i + n <= words.length; i++)
    if (runs.has(words.slice(i, i + n).join(' '))) return true;
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
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const w of small) if (large.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A candidate copies a real entry when it shares a 4-word run with it or their word overlap is above this. */
export const COPY_RUN_LENGTH = 4;
export const MAX_WORD_OVERLAP = 0.35;

/** A real entry prepared once for repeated copy checks. */
export interface PreparedEntry {
  readonly text: string;
  readonly words: ReadonlySet<string>;
  readonly runs: ReadonlySet<string>;
}

export function prepareEntry(text: string): PreparedEntry {
  return { text, words: new Set(tokens(text)), runs: wordRuns(text, COPY_RUN_LENGTH) };
}

/** Why a candidate counts as a copy of one of the entries, or null when it copies none of them. */
export function copyReason(candidate: string, entries: readonly PreparedEntry[]): string | null {
  if (entries.length === 0) return null;
  const words = tokens(candidate);
  const set = new Set(words);
  const runs: string[] = [];
  for (let i = 0; i + COPY_RUN_LENGTH <= words.length; i++)
    runs.push(words.slice(i, i + COPY_RUN_LENGTH).join(' '));
  for (const entry of entries) {
    for (const run of runs)
      if (entry.runs.has(run)) return `shares a ${COPY_RUN_LENGTH}-word run with a player's entry`;
    const overlap = jaccard(set, entry.words);
    if (overlap > MAX_WORD_OVERLAP)
      return `word overlap ${overlap.toFixed(2)} with a player's entry is above ${MAX_WORD_OVERLAP}`;
  }
  return null;
}
