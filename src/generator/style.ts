// Typing style: read how a real entry was typed (casing, end punctuation, "lol", missing apostrophes,
// textisms) and type a generated entry the same way, then score how close a candidate came.
import type { Rng } from '../engine/random';
import { averageWordLength, countSentences, wordCount, wordStats } from './text';

export type Casing = 'lower' | 'mixed' | 'shout';
export type Apostrophes = 'straight' | 'curly' | 'none';

/** One piece of how an entry ends: punctuation, an emoji run, a laugh ("lol") or a tag ("tbh"). */
export interface EndingPart {
  readonly kind: 'punct' | 'emoji' | 'laugh' | 'tag';
  /** Whitespace before the piece, as typed. */
  readonly space: string;
  readonly text: string;
}

export interface StyleProfile {
  readonly wordCount: number;
  readonly sentences: number;
  readonly avgWordLength: number;
  readonly casing: Casing;
  /** Mixed casing: sentences start with a capital letter. */
  readonly capitalStart: boolean;
  /** Mixed casing: the second sentence starts with a capital letter. */
  readonly capitalAfterBreak: boolean;
  /** Mixed casing: the pronoun is written "I". */
  readonly capitalI: boolean;
  readonly apostrophes: Apostrophes;
  readonly commas: number;
  /** Punctuation marks typed (. , ! ? ; : … ' " -). */
  readonly punctuation: number;
  /** How the first sentence ends when there are two, e.g. ". " or "!! " (". " when unknown). */
  readonly innerBreak: string;
  readonly ending: readonly EndingPart[];
  /** Sentences the ending alone adds under the SPEC §5 count (e.g. ". 😂" adds one). */
  readonly endingSentences: number;
  /** Shorthand the player uses: canonical word or phrase → their spelling ("because" → "bc"). */
  readonly textisms: readonly (readonly [string, string])[];
  /** All lower case without end punctuation, or no apostrophes: a quick typer, so typos are plausible. */
  readonly sloppy: boolean;
  /** The entry starts with its verb and leaves out the "i" ("fell over in town"). */
  readonly subjectDrop: boolean;
  /** Numbers typed as digits ("10 mins"), as words ("ten"), or unknown. */
  readonly numbers: 'digits' | 'words' | 'unknown';
}

const LAUGHS = /^(?:lo+l+|lmf?ao+|ha(?:ha)+h?|he(?:he)+|xd)$/i;
const TAGS = /^(?:tbh|ngl|fr|smh|omg|istg|icl|idk|jk|tho|fml)$/i;
const EMOJI_RUN = /(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}])*)+$/u;

/** Splits the typed ending (end punctuation, laughs, tags, emoji) off an entry. */
export function splitEnding(text: string): { body: string; ending: EndingPart[] } {
  let body = text.replace(/\s+$/, '');
  const ending: EndingPart[] = [];
  for (let guard = 0; guard < 8; guard++) {
    let found: { index: number; space: string; text: string; kind: EndingPart['kind'] } | null =
      null;
    const punct = /(\s*)([.!?\u2026]+|~+)$/u.exec(body);
    if (punct)
      found = { index: punct.index, space: punct[1] ?? '', text: punct[2] ?? '', kind: 'punct' };
    if (!found) {
      const emoji = EMOJI_RUN.exec(body);
      if (emoji) {
        const space = /(\s*)$/.exec(body.slice(0, emoji.index))?.[1] ?? '';
        found = { index: emoji.index - space.length, space, text: emoji[0], kind: 'emoji' };
      }
    }
    if (!found) {
      const word = /(\s+)(\p{L}+)$/u.exec(body);
      const w = word?.[2];
      if (word && w && (LAUGHS.test(w) || TAGS.test(w))) {
        found = {
          index: word.index,
          space: word[1] ?? '',
          text: w,
          kind: LAUGHS.test(w) ? 'laugh' : 'tag',
        };
      }
    }
    if (!found) break;
    const rest = body.slice(0, found.index);
    if (wordCount(rest) === 0) break;
    ending.unshift({ kind: found.kind, space: found.space, text: found.text });
    body = rest;
  }
  return { body, ending };
}

const CONTRACTIONS_BARE = new Set([
  'im',
  'dont',
  'cant',
  'didnt',
  'wasnt',
  'isnt',
  'ive',
  'thats',
  'doesnt',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'youre',
  'theyre',
  'havent',
  'hasnt',
  'arent',
  'werent',
  'whats',
  'theres',
  'shes',
  'id',
  'ill',
  'itll',
  'youve',
]);

/** Shorthand we know how to write: the player's spelling → the canonical words it stands for. */
const TEXTISMS: readonly (readonly [RegExp, string])[] = [
  [/^u$/, 'you'],
  [/^ur$/, 'your'],
  [/^(?:bc|cos|cuz|coz|bcos|bcuz|becuz|cause)$/, 'because'],
  [/^tho$/, 'though'],
  [/^ppl$/, 'people'],
  [/^(?:smth|sth)$/, 'something'],
  [/^abt$/, 'about'],
  [/^(?:prob|prolly|probs)$/, 'probably'],
  [/^&$/, 'and'],
  [/^w\/$/, 'with'],
  [/^rn$/, 'right now'],
  [/^rly$/, 'really'],
  [/^(?:def|defo)$/, 'definitely'],
  [/^(?:obv|obvs)$/, 'obviously'],
  [/^lil$/, 'little'],
  [/^bday$/, 'birthday'],
  [/^(?:b4)$/, 'before'],
  [/^(?:srsly)$/, 'seriously'],
  [/^(?:esp)$/, 'especially'],
  [/^(?:bf)$/, 'boyfriend'],
  [/^(?:gf)$/, 'girlfriend'],
  [/^(?:tmrw|tmr|tomoz)$/, 'tomorrow'],
  [/^(?:wen)$/, 'when'],
];

function letters(text: string): string[] {
  return text.match(/\p{L}/gu) ?? [];
}

function isUpper(c: string): boolean {
  return c !== c.toLowerCase() && c === c.toUpperCase();
}

/** How apostrophes are typed in these texts, or null when they hold no contraction or possessive. */
function apostropheEvidence(texts: readonly string[]): Apostrophes | null {
  let withApostrophe = 0;
  let curly = 0;
  let bare = 0;
  for (const text of texts) {
    for (const w of text.toLowerCase().split(/\s+/)) {
      const clean = w.replace(/[^\p{L}'’]/gu, '');
      if (/\p{L}['’]\p{L}/u.test(clean)) {
        withApostrophe++;
        if (clean.includes('’')) curly++;
      } else if (CONTRACTIONS_BARE.has(clean) && clean !== 'id' && clean !== 'ill') bare++;
    }
    // "my mums car": a family possessive typed without its apostrophe
    bare += (
      text
        .toLowerCase()
        .match(
          /\b(?:my|his|her|our|their) (?:mums|moms|dads|nans|grans|sisters|brothers|exs|cousins|crushes|mates|bfs|gfs|neighbours|partners|bosses|teachers) (?!are\b|were\b|and\b)\p{L}/gu,
        ) ?? []
    ).length;
  }
  if (withApostrophe === 0 && bare === 0) return null;
  if (bare > withApostrophe) return 'none';
  return curly * 2 >= withApostrophe ? 'curly' : 'straight';
}

/** The model's apostrophe habit; when the model shows none, the round's habit; else straight. */
function apostropheHabit(model: readonly string[], round: readonly string[]): Apostrophes {
  return apostropheEvidence(model) ?? apostropheEvidence(round) ?? 'straight';
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
};
const NUMBER_WORD = new RegExp(`\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`);
const NUMBER_WORD_GLOBAL = new RegExp(NUMBER_WORD.source, 'g');

/** Past-tense verbs people start a story with when they drop the "i" ("fell over in town"). */
const STORY_OPENING_VERBS = new Set([
  'went',
  'got',
  'fell',
  'walked',
  'tripped',
  'called',
  'said',
  'sent',
  'told',
  'lost',
  'woke',
  'waved',
  'pushed',
  'forgot',
  'asked',
  'tried',
  'ate',
  'broke',
  'cut',
  'flushed',
  'cried',
  'used',
  'spilled',
  'spilt',
  'spent',
  'found',
  'left',
  'missed',
  'ran',
  'took',
  'made',
  'did',
  'had',
  'saw',
  'thought',
  'met',
  'sat',
  'hid',
  'wore',
  'stole',
  'locked',
  'climbed',
  'matched',
  'realised',
  'realized',
  'ended',
  'dropped',
  'sang',
  'danced',
  'slept',
  'texted',
  'liked',
  'ripped',
  'split',
  'bumped',
  'laughed',
  'answered',
  'kept',
  'caught',
  'snuck',
  'won',
  'came',
  'drove',
  'swallowed',
  'sold',
  'bought',
  'wrote',
  'shouted',
  'tucked',
  'practised',
  'practiced',
  'introduced',
  'held',
  'hit',
  'knocked',
  'accidentally',
  'once',
  'literally',
  'basically',
  'somehow',
  'nearly',
  'almost',
  'just',
  'facetimed',
  'replied',
  'reversed',
  'clapped',
]);

/** Verbs people start a habit or opinion with when they drop the "i" ("set 7 alarms every morning"). */
const STATEMENT_OPENING_VERBS = new Set([
  'sleep',
  'eat',
  'set',
  'talk',
  'count',
  'keep',
  'check',
  'reply',
  'shower',
  'take',
  'walk',
  'tap',
  'write',
  'save',
  'chew',
  'sort',
  'say',
  'always',
  'never',
  'still',
  'hate',
  'love',
  'watch',
  'listen',
  'sniff',
  'smell',
  'put',
  'dip',
  'read',
  'brush',
  'wear',
  'bite',
  'collect',
  'google',
  'buy',
  'sing',
  'name',
  'salute',
  'believe',
  'think',
  'touch',
  'knock',
  'wash',
  'iron',
  'label',
  'fold',
  'rehearse',
  'practise',
  'practice',
  'narrate',
  'hum',
  'hide',
  'rewatch',
  'genuinely',
  'honestly',
  'secretly',
  'literally',
  'lowkey',
  'reckon',
  'refuse',
  "can't",
  'cant',
  "won't",
  'wont',
]);

/** True when the entry starts with a verb, leaving out the "i" (a common phone habit). */
export function dropsSubject(text: string): boolean {
  const first = (
    text
      .trim()
      .toLowerCase()
      .match(/^[\p{L}'’]+/u)?.[0] ?? ''
  ).replace(/’/g, "'");
  if (first === '') return false;
  if (STORY_OPENING_VERBS.has(first) || STATEMENT_OPENING_VERBS.has(first)) return true;
  return (
    first.length > 4 &&
    first.endsWith('ed') &&
    !['need', 'speed', 'breed', 'embed', 'shred'].includes(first)
  );
}

/**
 * Reads the typing style of one real entry. `round` (all the round's entries) fills in habits the
 * model gives no evidence of, such as whether apostrophes are typed.
 */
export function profileStyle(text: string, round: readonly string[] = []): StyleProfile {
  const trimmed = text.trim();
  const { body, ending } = splitEnding(trimmed);
  const ls = letters(trimmed);
  const upper = ls.filter(isUpper).length;
  const casing: Casing =
    ls.length >= 8 && upper / ls.length > 0.6 ? 'shout' : upper === 0 ? 'lower' : 'mixed';
  const first = ls[0] ?? '';
  const capitalStart = casing !== 'lower' && first !== '' && isUpper(first);
  const hasI = /(?<![\p{L}'’])I(?![\p{L}])/u.test(trimmed);
  const hasi = /(?<![\p{L}'’])i(?![\p{L}])/u.test(trimmed);
  const capitalI = casing === 'shout' || (casing === 'mixed' && (hasI || (!hasi && capitalStart)));

  const breakMatch = /([.!?\u2026]+)(\s*)(?=\S*\p{L})/u.exec(body);
  const innerBreak = breakMatch
    ? `${breakMatch[1]}${breakMatch[2] || ' '}`
    : /!/.test(ending.map((p) => p.text).join(''))
      ? '! '
      : '. ';
  let capitalAfterBreak = capitalStart;
  if (breakMatch) {
    const after = letters(body.slice(breakMatch.index + breakMatch[0].length))[0];
    if (after !== undefined) capitalAfterBreak = casing !== 'lower' && isUpper(after);
  }

  const apostrophes = apostropheHabit([trimmed], round);

  const textisms: [string, string][] = [];
  const seen = new Set<string>();
  for (const raw of trimmed.split(/\s+/)) {
    const w = raw.toLowerCase().replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&/]+$/gu, '');
    for (const [re, canonical] of TEXTISMS) {
      if (re.test(w) && !seen.has(canonical)) {
        seen.add(canonical);
        textisms.push([canonical, w]);
      }
    }
  }

  const endingText = ending.map((p) => p.space + p.text).join('');
  const endsWithPunct = ending.some((p) => p.kind === 'punct');
  return {
    wordCount: wordCount(trimmed),
    sentences: countSentences(trimmed),
    avgWordLength: averageWordLength(trimmed),
    casing,
    capitalStart,
    capitalAfterBreak,
    capitalI,
    apostrophes,
    commas: (trimmed.match(/,/g) ?? []).length,
    punctuation: punctuationCount(trimmed),
    innerBreak,
    ending,
    endingSentences: endingText === '' ? 0 : countSentences(`x${endingText}`) - 1,
    textisms,
    sloppy: (casing === 'lower' && !endsWithPunct) || apostrophes === 'none',
    subjectDrop: dropsSubject(trimmed),
    numbers: /\d/.test(trimmed)
      ? 'digits'
      : NUMBER_WORD.test(trimmed.toLowerCase())
        ? 'words'
        : 'unknown',
  };
}

const PUNCTUATION = '.,!?;:\u2026\'\u2019"\u201C\u201D-';

/** Punctuation marks typed: . , ! ? ; : … ' ’ " “ ” - */
export function punctuationCount(text: string): number {
  let n = 0;
  for (const c of text) if (PUNCTUATION.includes(c)) n++;
  return n;
}

/** A neutral style for rounds without a usable entry: lower case, no end punctuation. */
export function defaultProfile(wordTarget: number): StyleProfile {
  return {
    wordCount: wordTarget,
    sentences: 1,
    avgWordLength: 4,
    casing: 'lower',
    capitalStart: false,
    capitalAfterBreak: false,
    capitalI: false,
    apostrophes: 'straight',
    commas: 0,
    punctuation: 0,
    innerBreak: '. ',
    ending: [],
    endingSentences: 0,
    textisms: [],
    sloppy: true,
    subjectDrop: false,
    numbers: 'unknown',
  };
}

// ---- applying a style ----

const CONJUNCTION_START = /^(?:and|but|so|then|which|because|until|or|only|like)\b/;

function pickOne<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Joins clauses inside one sentence the way this player would. */
function joinClauses(
  clauses: readonly string[],
  profile: StyleProfile,
  statement: boolean,
  rng: Rng,
): string {
  let out = clauses[0] ?? '';
  for (let i = 1; i < clauses.length; i++) {
    const next = clauses[i] as string;
    let connector: string;
    if (CONJUNCTION_START.test(next)) connector = profile.commas > 0 && rng() < 0.3 ? ', ' : ' ';
    else if (statement) connector = profile.commas > 0 ? ', ' : ' ';
    else if (profile.commas > 0) connector = pickOne(rng, [', ', ', ', ' and ', ' and then ']);
    else if (profile.sloppy) connector = pickOne(rng, [' and ', ' and ', ' and then ', ' ']);
    else connector = pickOne(rng, [' and ', ' and ', ' and then ']);
    out += connector + next;
  }
  return out;
}

function replaceWords(text: string, canonical: string, variant: string): string {
  const pattern = new RegExp(`(?<![\\p{L}'])${canonical.replace(/ /g, '\\s+')}(?![\\p{L}'])`, 'gu');
  return text.replace(pattern, variant);
}

function applyTextisms(text: string, profile: StyleProfile): string {
  let out = text;
  for (const [canonical, variant] of profile.textisms) {
    if (canonical === 'your') {
      out = replaceWords(out, "you're", variant);
    }
    out = replaceWords(out, canonical, variant);
  }
  return out;
}

function applyApostrophes(text: string, style: Apostrophes): string {
  if (style === 'none')
    return text.replace(/(\p{L})'(\p{L})/gu, '$1$2').replace(/(\p{L}s)'(?=\s|$)/gu, '$1');
  if (style === 'curly') return text.replace(/'/g, '\u2019');
  return text;
}

function capitalizeFirst(text: string): string {
  // only a sentence that starts with a letter gets a capital ("3 is my number" stays as it is)
  return text.replace(/^(\P{L}*?)(\p{L})/u, (all, lead: string, c: string) =>
    /[\p{N}]/u.test(lead) ? all : lead + c.toUpperCase(),
  );
}

function applyCasing(sentence: string, profile: StyleProfile, capital: boolean): string {
  if (profile.casing === 'lower') return sentence.toLowerCase();
  if (profile.casing === 'shout') return sentence.toUpperCase();
  let out = sentence;
  // the pronoun alone or in i'm, i've, i'd, i'll (and im, ive typed without the apostrophe; never "ill" or "id")
  if (profile.capitalI)
    out = out.replace(/(?<![\p{L}'’])i(?=$|[\s,]|['’](?:m|ve|d|ll)\b|m\b|ve\b)/gu, 'I');
  if (capital) out = capitalizeFirst(out);
  return out;
}

const LAUGH_WORDS = ['lol', 'lol', 'lmao', 'haha', 'lmaooo', 'hahaha'];
const EMOJIS = ['😂', '😭', '💀', '🙈', '😅', '🤣'];
const SWAPPABLE_TAGS = ['tbh', 'ngl', 'fr'];

function matchCase(word: string, like: string): string {
  if (like === like.toUpperCase() && like !== like.toLowerCase()) return word.toUpperCase();
  if (isUpper(like[0] ?? '')) return capitalizeFirst(word);
  return word;
}

/** The player's ending, with their laugh or emoji sometimes swapped for one of the same kind. */
function renderEnding(profile: StyleProfile, rng: Rng): string {
  let out = '';
  for (const part of profile.ending) {
    let text = part.text;
    if (part.kind === 'laugh' && rng() < 0.5)
      text = matchCase(pickOne(rng, LAUGH_WORDS), part.text);
    else if (part.kind === 'emoji' && rng() < 0.5) {
      const count = Math.max(
        1,
        Math.min(3, [...part.text].filter((c) => /\p{Extended_Pictographic}/u.test(c)).length),
      );
      text = pickOne(rng, EMOJIS).repeat(count);
    } else if (
      part.kind === 'tag' &&
      SWAPPABLE_TAGS.includes(part.text.toLowerCase()) &&
      rng() < 0.4
    ) {
      text = matchCase(pickOne(rng, SWAPPABLE_TAGS), part.text);
    }
    out += part.space + text;
  }
  return out;
}

/** One plausible slip of the thumb in a longer word: a dropped, doubled or swapped letter. */
function addTypo(text: string, rng: Rng): string {
  const words = text.split(' ');
  const candidates = words
    .map((w, i) => [w, i] as const)
    .filter(([w, i]) => i > 0 && /^[a-z]{5,}$/.test(w));
  if (candidates.length === 0) return text;
  const [word, index] = pickOne(rng, candidates);
  const at = 1 + Math.floor(rng() * (word.length - 2));
  // a dropped letter or two letters swapped: the slips phone keyboards let through
  const typo =
    rng() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  words[index] = typo;
  return words.join(' ');
}

export interface StyleOptions {
  /** Sentences the body should have before the ending (1 or 2). */
  readonly sentences: number;
  /** Statement kickers ("fight me") follow a comma or a space, never an added "and". */
  readonly statement?: boolean;
  /** Chance of one typo for a sloppy typer. */
  readonly typoRate?: number;
}

/**
 * Types clauses the way the profiled player types: groups them into sentences, then applies their
 * shorthand, apostrophes, commas, casing, sentence break and ending.
 */
export function applyStyle(
  clauses: readonly string[],
  profile: StyleProfile,
  options: StyleOptions,
  rng: Rng,
): string {
  const count = Math.max(1, Math.min(options.sentences, clauses.length));
  const groups: string[][] = [];
  if (count === 1) groups.push([...clauses]);
  else {
    // put the break after a random clause so both sentences get at least one clause
    const split = 1 + Math.floor(rng() * (clauses.length - 1));
    groups.push(clauses.slice(0, split), clauses.slice(split));
  }
  // digits like the model, words like the model, and a quarter of the time digits when it shows neither
  const useDigits =
    profile.numbers === 'digits' ? rng() < 0.9 : profile.numbers === 'unknown' && rng() < 0.25;
  const sentences = groups.map((group, i) => {
    let s = joinClauses(group, profile, options.statement === true, rng);
    if (i === 0 && profile.subjectDrop && rng() < 0.85) {
      // "i genuinely fell" loses its adverb too: "genuinely fell over" is not how anyone types it
      s = s
        .replace(/^i (?:genuinely|honestly|basically|somehow|actually|once) (?=\p{L})/u, 'i ')
        .replace(/^i (?!am\b|was\b|m\b)(?=\p{L})/u, '');
    }
    s = applyTextisms(s, profile);
    if (useDigits) s = s.replace(NUMBER_WORD_GLOBAL, (w) => NUMBER_WORDS[w] ?? w);
    s = applyApostrophes(s, profile.apostrophes);
    if (profile.commas === 0) s = s.replace(/,\s*/g, ' ');
    return applyCasing(s, profile, i === 0 ? profile.capitalStart : profile.capitalAfterBreak);
  });
  let body = sentences.join(profile.innerBreak);
  if (profile.sloppy && wordCount(body) >= 8 && rng() < (options.typoRate ?? 0.05))
    body = addTypo(body, rng);
  return (body.replace(/\s+/g, ' ').trim() + renderEnding(profile, rng)).trim();
}

/** Measured style of a finished candidate, for scoring. */
export interface StyleMeasure {
  readonly wordCount: number;
  readonly sentences: number;
  readonly avgWordLength: number;
  readonly punctuation: number;
  readonly casing: Casing;
}

/** The measured features only (cheaper than profileStyle; same definitions). */
export function measureStyle(text: string): StyleMeasure {
  const { words, letters: wordChars } = wordStats(text);
  let lettersSeen = 0;
  let upper = 0;
  let punctuation = 0;
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (code < 128) {
      if (code >= 97 && code <= 122) lettersSeen++;
      else if (code >= 65 && code <= 90) {
        lettersSeen++;
        upper++;
      } else if (PUNCTUATION.includes(c)) punctuation++;
    } else if (/\p{L}/u.test(c)) {
      lettersSeen++;
      if (isUpper(c)) upper++;
    } else if (PUNCTUATION.includes(c)) punctuation++;
  }
  const casing: Casing =
    lettersSeen >= 8 && upper / lettersSeen > 0.6 ? 'shout' : upper === 0 ? 'lower' : 'mixed';
  return {
    wordCount: words,
    sentences: countSentences(text),
    avgWordLength: words === 0 ? 0 : wordChars / words,
    punctuation,
    casing,
  };
}

/**
 * Distance of a candidate from the model entry's style (0 is a perfect match). Weighted sum of the
 * word-count gap beyond a small tolerance (people's entries vary, so ±max(4, 30%) words is as good as
 * exact), a penalty outside the allowed word range, the sentence-count gap, the punctuation gap, a
 * casing mismatch and the average word length gap beyond 0.6 letters (short entries make it noisy).
 */
export function styleDistance(
  candidate: StyleMeasure,
  model: StyleProfile,
  target: { readonly wordCount: number; readonly min: number; readonly max: number },
): number {
  const tolerance = Math.max(4, Math.round(target.wordCount * 0.3));
  const wcGap =
    Math.max(0, Math.abs(candidate.wordCount - target.wordCount) - tolerance) /
    Math.max(4, target.wordCount);
  const outside =
    candidate.wordCount < target.min
      ? target.min - candidate.wordCount
      : candidate.wordCount > target.max
        ? candidate.wordCount - target.max
        : 0;
  return (
    4 * wcGap +
    (outside > 0 ? 10 + outside : 0) +
    3 * Math.abs(candidate.sentences - model.sentences) +
    0.3 * Math.abs(candidate.punctuation - model.punctuation) +
    (candidate.casing === model.casing ? 0 : 2) +
    0.8 * Math.max(0, Math.abs(candidate.avgWordLength - model.avgWordLength) - 0.6)
  );
}
