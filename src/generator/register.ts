// The register of an entry: how it reads, as data computed from its text alone (issue 20). The
// picker matches a fake to the register of ONE real entry of the round, picked at random, never to
// the round's average: the average is the most typical entry of every round, which readers learn to
// pick. Pure: no I/O, no randomness.
import { countSentences } from '../engine/stories';
import { type Dialect, dialectOfWords } from './dialect';
import { type Surface, surfaceOf } from './surface';
import { normalizeApostrophes, tokens, wordCount } from './text';

/** How an entry opens: "I …", with its subject dropped ("Went to …"), or anything else. */
export type Opening = 'i' | 'dropped' | 'other';

/** Contractions: written short ("don't"), written long ("do not"), or neither appears. */
export type Contractions = 'short' | 'long' | 'none';

/** The decade its references point to: before about 2005, after about 2015, or no sign. */
export type Era = 'old' | 'new' | null;

export interface Register {
  readonly words: number;
  readonly sentences: number;
  readonly opening: Opening;
  readonly contractions: Contractions;
  /** Casing, final stop and apostrophes. */
  readonly surface: Surface;
  /** Text-speak or contractions without apostrophes ("lol", "dont"). */
  readonly casual: boolean;
  /** A common misspelling ("alot", "definately"). */
  readonly typo: boolean;
  /** Strung together with and/so/then and commas, rather than one tidy clause. */
  readonly rambling: boolean;
  /** Named things (a capitalised word inside a sentence), numbers and amounts: how specific it is. */
  readonly specifics: number;
  /** Commas: clauses strung together, asides, corrections. */
  readonly commas: number;
  /** Someone's words quoted ("he goes "are you ok""). */
  readonly quotes: boolean;
  /** An aside in brackets. */
  readonly aside: boolean;
  /** Told as "we" (with friends), not only "I". */
  readonly we: boolean;
  readonly dialect: Dialect | null;
  readonly era: Era;
}

/**
 * Past-tense verbs a story opens on when its "I" is dropped ("Went to…", "Accidentally called…"):
 * an explicit list, since a bare "-ed" word also opens statements ("Condensed milk…", "Ranked
 * choice voting…"). The one rule for the register, the voice rewrites and the corpus's writers.
 */
export const DROPPED_SUBJECT_VERB =
  /^(?:went|got|had|sat|typed|spent|walked|told|called|sent|tried|fell|made|left|took|asked|ended|forgot|thought|used|ate|ran|kept|lost|found|said|put|turned|stood|saw|bought|came|did|gave|drove|woke|slept|missed|waited|tripped|started|stayed|accidentally)$/i;

const TYPOS = new Set([
  'alot',
  'definately',
  'defintely',
  'wierd',
  'untill',
  'thier',
  'becuase',
  'recieve',
  'recieved',
  'seperate',
  'tommorow',
  'tomorow',
  'occured',
  'embarassed',
  'embarassing',
  'begining',
  'goverment',
  'arguement',
  'beleive',
  'freind',
  'freinds',
  'truely',
  'wich',
  'probly',
  'prolly',
  'basicly',
  'realy',
  'finaly',
  'thru',
  'gonna',
  'wanna',
  'kinda',
  'sorta',
]);

const OLD = new Set([
  'vhs',
  'walkman',
  'cassette',
  'cassettes',
  'tamagotchi',
  'blockbuster',
  'myspace',
  'msn',
  'aol',
  'limewire',
  'napster',
  'dialup',
  'pager',
  'beeper',
  'polaroid',
  'ceefax',
  'teletext',
  'gameboy',
  'nokia',
  'furby',
  'bebo',
  'discman',
  'woolworths',
  'betamax',
  'rotary',
]);
const NEW = new Set([
  'tiktok',
  'roblox',
  'fortnite',
  'instagram',
  'insta',
  'snapchat',
  'snap',
  'airpods',
  'zoom',
  'facetime',
  'spotify',
  'netflix',
  'uber',
  'tinder',
  'hinge',
  'bumble',
  'discord',
  'twitch',
  'vape',
  'ipad',
  'alexa',
  'wordle',
  'chatgpt',
  'covid',
  'lockdown',
]);

const CONTRACTED = /\b\p{L}+'(?:t|m|re|ve|ll|d|s)\b/iu;
const LONG_FORM =
  /\b(?:i am|do not|does not|did not|is not|was not|are not|were not|cannot|can not|will not|would not|could not|should not|have not|has not|had not|i will|i would|they are|we are|you are)\b/i;
const JOINERS = /\b(?:and|so|then|but|because|cause|like)\b/gi;

/** Shorthand that marks an entry as typed casually; a tidy round gets none of these. */
const CASUAL_WORDS = new Set([
  'lol',
  'lmao',
  'ngl',
  'tbh',
  'fr',
  'bc',
  'u',
  'ur',
  'idk',
  'haha',
  'omg',
  'rn',
  'tho',
  'pls',
  'cuz',
  'coz',
  'istg',
  'smh',
]);

/** True when an entry is typed casually (text-speak, or contractions without apostrophes). */
export function isCasual(text: string): boolean {
  return casual(tokens(text), text.replace(/[\u2018\u2019']/g, "'"));
}

/** isCasual for a text whose apostrophes are already straight, with its tokens(). */
function casual(words: readonly string[], straight: string): boolean {
  for (const w of words) if (CASUAL_WORDS.has(w)) return true;
  return NO_APOSTROPHE_CONTRACTION.test(straight);
}

const NO_APOSTROPHE_CONTRACTION =
  /\b(?:dont|cant|wont|didnt|isnt|wasnt|doesnt|im|ive|youre|theyre|couldnt|shouldnt|wouldnt|hes|shes)\b/i;

/** The register of one entry. */
export function registerOf(text: string): Register {
  const plain = normalizeApostrophes(text.trim());
  const words = tokens(plain);
  const sentences = countSentences(plain);
  const first = words[0] ?? '';
  const opening: Opening =
    first === 'i' || first === 'im' || first === 'ive' || first === 'id' || first === 'ill'
      ? 'i'
      : DROPPED_SUBJECT_VERB.test(first)
        ? 'dropped'
        : 'other';
  // a contraction written short holds an apostrophe (plain's are all straight)
  const contractions: Contractions =
    plain.includes("'") && CONTRACTED.test(plain)
      ? 'short'
      : LONG_FORM.test(plain)
        ? 'long'
        : 'none';
  const joiners = (plain.match(JOINERS) ?? []).length;
  const commas = (plain.match(/,/g) ?? []).length;
  const perSentence = words.length / Math.max(1, sentences);
  return {
    words: wordCount(plain),
    sentences,
    opening,
    contractions,
    surface: surfaceOf(plain),
    // plain's apostrophes are straight already (normalizeApostrophes), and its words are `words`
    casual: casual(words, plain),
    typo: words.some((w) => TYPOS.has(w)),
    rambling: perSentence >= 18 && joiners + commas >= 3,
    specifics: specificsOf(plain),
    commas,
    quotes: /["\u201C\u201D]/.test(plain) || /\b(?:said|goes|went|says|asked) '/.test(plain),
    aside: /\([^)]*\)/.test(plain),
    we: words.some((w) => w === 'we' || w === 'our' || w === 'us'),
    dialect: dialectOfWords([words]),
    era: eraOf(words),
  };
}

/** What specificsOf strips from the start and the end of a piece. */
const LEADING: ReadonlySet<string> = new Set(['(', '"', "'", '\u201C']);
const TRAILING: ReadonlySet<string> = new Set([
  ')',
  '"',
  "'",
  '\u201D',
  '.',
  ',',
  '!',
  '?',
  ';',
  ':',
]);

const CURRENCY: ReadonlySet<string> = new Set(['$', '£', '€']);

/** /\d/: an ASCII digit anywhere. */
function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/** /[.!?]["')\u201D]*$/: a stop, then only closing quotes and brackets. */
function endsSentence(piece: string): boolean {
  let i = piece.length - 1;
  while (i >= 0 && CLOSERS.has(piece.charAt(i))) i--;
  const c = piece.charAt(i);
  return i >= 0 && (c === '.' || c === '!' || c === '?');
}

const CLOSERS: ReadonlySet<string> = new Set(['"', "'", ')', '\u201D']);

/** Capitalised words inside a sentence (not "I"), numbers and amounts: each a named or exact thing. */
export function specificsOf(text: string): number {
  let n = 0;
  const pieces = text.split(/\s+/);
  let sentenceStart = true;
  let previousNamed = false;
  for (const piece of pieces) {
    // most pieces are a bare word: the pattern only runs on one with a bracket, quote or stop
    const word =
      LEADING.has(piece.charAt(0)) || TRAILING.has(piece.charAt(piece.length - 1))
        ? piece.replace(/^[("'\u201C]+|[)"'\u201D.,!?;:]+$/g, '')
        : piece;
    const named =
      !sentenceStart &&
      /^\p{Lu}[\p{L}'\u2019&-]*$/u.test(word) &&
      !/^I(?:'\p{L}+)?$/u.test(word) &&
      word !== word.toUpperCase();
    const number = hasDigit(word) || CURRENCY.has(word.charAt(0));
    // a run of capitalised words ("Grey's Anatomy") is one thing
    if ((named && !previousNamed) || number) n++;
    previousNamed = named;
    sentenceStart = endsSentence(piece);
  }
  return n;
}

function eraOf(words: readonly string[]): Era {
  let old = 0;
  let recent = 0;
  for (const w of words) {
    // the years and decades start with a digit: other words skip the patterns
    const digit = (w.charCodeAt(0) - 48) >>> 0 < 10;
    if (OLD.has(w) || (digit && /^19\d\d$|^[6-9]0s$/.test(w))) old++;
    else if (NEW.has(w) || (digit && /^20[12]\d$/.test(w))) recent++;
  }
  if (old === recent) return null;
  return old > recent ? 'old' : 'new';
}

/**
 * How far a candidate's register is from the target's, for the things the voice rewrites cannot
 * change (those are put right afterwards): shape, specificity, typing and era. 0 is a match.
 */
export function registerGap(candidate: Register, target: Register): number {
  let gap = 0;
  if (candidate.rambling !== target.rambling) gap += 0.8;
  // one specific detail is what people write; none among specific entries is bland, and two or
  // more where the player named nothing reads as written
  const want = Math.min(target.specifics, 2);
  const have = Math.min(candidate.specifics, 2);
  gap += Math.abs(want - have) * 0.6;
  if (candidate.casual !== target.casual) gap += 0.8;
  if (candidate.typo && !target.typo) gap += 0.6;
  if (candidate.era !== null && target.era !== null && candidate.era !== target.era) gap += 1;
  // shape: real stories are two sentences far more often than written ones, and strung with commas
  if (candidate.sentences !== target.sentences) gap += 1;
  gap += Math.abs(Math.min(candidate.commas, 3) - Math.min(target.commas, 3)) * 0.3;
  if (candidate.quotes !== target.quotes) gap += 0.5;
  if (candidate.aside !== target.aside) gap += 0.4;
  if (candidate.we !== target.we) gap += 0.3;
  return gap;
}
