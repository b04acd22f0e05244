// Rewrites toward the round's voice (issue 20, decision 018): the fake keeps what it says and takes
// the habits of one real entry of the round: its opening "I" or none, contractions written short or
// long, British or American spelling, then its casing, final stop and apostrophes
// (surface.ts). Only rewrites that cannot change the meaning are made; where one could (a "that's"
// that stands for "that has"), the text is left as it was. Pure: no I/O, no randomness.
import type { Dialect } from './dialect';
import { dialectMarkers, dialectOf } from './dialect';
import type { Register } from './register';
import { DROPPED_SUBJECT_VERB, registerOf } from './register';
import { applySurface } from './surface';

/** Long forms and their contractions, written once for both directions (compiled below). */
const CONTRACTIONS: readonly (readonly [string, string])[] = [
  ['I am', "I'm"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['was not', "wasn't"],
  ['are not', "aren't"],
  ['were not', "weren't"],
  ['cannot', "can't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['could not', "couldn't"],
  ['should not', "shouldn't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['I will', "I'll"],
  ['I have been', "I've been"],
  ['they are', "they're"],
  ['you are', "you're"],
  ['we are', "we're"],
];

/**
 * Spellings that differ and nothing else, British first: a word said the same aloud. Everyday words
 * (mum/mom, queue/line, maths/math) are not swapped: the rest of an entry keeps its own side's
 * things (a 10p sweet, a paper shop), and blind readers caught the hybrids that a swap made.
 */
export const UK_US: readonly (readonly [string, string])[] = [
  ['colour', 'color'],
  ['colours', 'colors'],
  ['colourful', 'colorful'],
  ['favourite', 'favorite'],
  ['favourites', 'favorites'],
  ['flavour', 'flavor'],
  ['flavours', 'flavors'],
  ['flavoured', 'flavored'],
  ['neighbour', 'neighbor'],
  ['neighbours', 'neighbors'],
  ['realise', 'realize'],
  ['realised', 'realized'],
  ['organise', 'organize'],
  ['organised', 'organized'],
  ['apologise', 'apologize'],
  ['apologised', 'apologized'],
  ['centre', 'center'],
  ['theatre', 'theater'],
  ['grey', 'gray'],
];

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A rewrite compiled once: the pattern of a word or phrase and what replaces it. */
type Rewrite = readonly [RegExp, string];

function compile(pairs: readonly (readonly [string, string])[], lookahead = ''): Rewrite[] {
  return pairs.map(([from, to]) => [
    new RegExp(`\\b${escape(from).replace(/'/g, "['\u2019]")}\\b${lookahead}`, 'giu'),
    to,
  ]);
}

/** Replaces whole words or phrases, keeping a capital first letter where the original had one. */
function replaceAll(text: string, rewrites: readonly Rewrite[]): string {
  let out = text;
  for (const [pattern, to] of rewrites) {
    out = out.replace(pattern, (found) =>
      /^\p{Lu}/u.test(found) && !/^\p{Lu}/u.test(to) ? to[0]!.toUpperCase() + to.slice(1) : to,
    );
  }
  return out;
}

const TO_US = compile(UK_US);
const TO_UK = compile(UK_US.map(([uk, us]) => [us, uk] as const));
// never before a full stop or the end: "I know what it is." does not become "what it's."
const SHORTEN = compile(CONTRACTIONS, '(?=\\s+[\\p{L}\\d])');
const LENGTHEN = compile(CONTRACTIONS.map(([long, contracted]) => [contracted, long] as const));

/**
 * The text in the other side's spelling (an LLM's "favorite" in a British round), or null when a
 * word of the other side would be left (a "mum", a "candy"): such an entry stays out of the round.
 */
export function toDialect(text: string, dialect: Dialect): string | null {
  const now = dialectOf(text);
  if (now === null || now === dialect) return text;
  const out = replaceAll(text, dialect === 'us' ? TO_US : TO_UK);
  // every word of the other side must be gone, not only outnumbered
  return dialectMarkers(out)[dialect === 'us' ? 'uk' : 'us'] === 0 ? out : null;
}

/** Contractions written short (as most people type) or long, as the target writes them. */
export function withContractions(text: string, short: boolean): string {
  return replaceAll(text, short ? SHORTEN : LENGTHEN);
}

/** Adds or drops a story's opening "I" ("I went to …" ↔ "Went to …"), where the next word allows it. */
export function withOpening(text: string, opening: Register['opening']): string {
  const m = /^(\s*)(I)\s+(\p{L}+)/u.exec(text);
  if (opening === 'dropped' && m && DROPPED_SUBJECT_VERB.test(m[3] as string))
    return text.replace(
      /^(\s*)I\s+(\p{L})/u,
      (_all, lead: string, c: string) => lead + c.toUpperCase(),
    );
  const first = /^(\s*)(\p{L}+)/u.exec(text);
  if (
    opening === 'i' &&
    first &&
    DROPPED_SUBJECT_VERB.test(first[2] as string) &&
    !/^I$/i.test(first[2] as string)
  )
    return text.replace(
      /^(\s*)(\p{L})/u,
      (_all, lead: string, c: string) => `${lead}I ${c.toLowerCase()}`,
    );
  return text;
}

/**
 * The fake in the voice of one real entry: its dialect (when the round shows one), its opening, its
 * contractions, then its casing, final stop and apostrophes. What the fake says does not change.
 */
export function speakLike(
  text: string,
  target: Register,
  roundDialect: Dialect | null,
  /** The text's own register, when the caller has it (the corpus index keeps one per entry). */
  known?: Register,
): string {
  let out = text;
  if (roundDialect !== null) out = toDialect(out, roundDialect) ?? out;
  const own = known && out === text ? known : registerOf(out);
  if (own.opening !== target.opening && target.opening !== 'other')
    out = withOpening(out, target.opening);
  if (target.contractions !== 'none' && own.contractions !== 'none')
    out = withContractions(out, target.contractions === 'short');
  return applySurface(out, target.surface);
}
