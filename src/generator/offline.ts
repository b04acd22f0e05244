// The offline fake: a whole entry chosen from the category's corpus to fit the round and the faker
// (docs/decisions/008, 018). Pure and seeded: the same request, corpus and random numbers give the
// same fake. The pool (corpus.ts, poolFor) holds the entries fit for the age range and the round's
// dialect; the gates here: not one of this device's recent fakes, the word range of the real
// entries, the sentence limit, no copying a real entry and not the same story as one. Among the
// entries that pass, the register of ONE real entry picked at random (length, shape, specificity,
// typing, era), the randomness level and the round's subject decide; the fake is then said in that
// entry's voice (voice.ts).
import { AGE_RANGES, RANDOMNESS_LEVELS, type RandomnessLevel } from '../engine/settings';
import type { Rng } from '../engine/random';
import { randomInt } from '../engine/random';
import type { CorpusIndex, IndexedEntry } from './corpus';
import { poolFor } from './corpus';
import { type Dialect, dialectOfWords } from './dialect';
import { type Register, registerGap, registerOf } from './register';
import type { FakeRequest, PreparedRequest } from './request';
import { prepareRequest } from './request';
import { checkPrepared } from './check';
import { copyReasonPrepared, SAME_STORY_STEMS, tokens } from './text';
import { speakLike } from './voice';

export interface OfflineFake {
  /** The entry as the faker reads it, typed like the round. */
  readonly text: string;
  /** The corpus id (the device remembers it so it is not picked again soon). */
  readonly id: string;
  /** Which gates had to be relaxed to find it (empty in a normal round). */
  readonly relaxed: readonly Relaxable[];
}

/** Gates given up, in this order, only when no entry passes them all. */
export const RELAXABLE = ['level', 'topic', 'dialect', 'recent', 'length'] as const;
export type Relaxable = (typeof RELAXABLE)[number];

/** Entries that pass every gate before the choice is made among them (more only costs time). */
const SHORTLIST = 24;
/** How many steps of the slider (20 apart) an entry's level may be from the one asked for. */
const LEVEL_STEPS_ALLOWED = 1;

/** What the gates compare against, computed once per request. */
interface Round {
  readonly prepared: PreparedRequest;
  readonly recent: ReadonlySet<string>;
  readonly levelIndex: number;
  /** The register of one real entry, picked at random: the voice the fake takes (null: no entries). */
  readonly target: Register | null;
  /** Word count the fake should be near: the target's. */
  readonly targetWords: number;
  /** The British or American words the round shows, if any. */
  readonly dialect: Dialect | null;
  readonly ageIndex: number;
  /** The category's subject words, which two stories on one subject may share. */
  readonly subject: ReadonlySet<string>;
  /** Each real entry's stems (what it is about): for subjectFit. */
  readonly abouts: readonly (readonly string[])[];
  /** Each real entry's stems outside the subject words: for sameStory. */
  readonly topics: readonly (readonly string[])[];
}

/**
 * sameStory(c.about, entries, subject), from the round's stems computed once: the stems two sets
 * share outside the subject words are the same whichever set is walked.
 */
function sameStoryAs(about: ReadonlySet<string>, round: Round): boolean {
  for (const topics of round.topics) {
    let n = 0;
    for (const s of topics) if (about.has(s) && ++n >= SAME_STORY_STEMS) return true;
  }
  return false;
}

/** subjectFit(c.about, entries), from the round's stems computed once. */
function subjectFitOf(about: ReadonlySet<string>, round: Round): number {
  let n = 0;
  for (const stems of round.abouts) if (stems.some((s) => about.has(s))) n++;
  return n;
}

function passes(c: IndexedEntry, round: Round, relaxed: ReadonlySet<Relaxable>): boolean {
  const { range, sentenceLimit } = round.prepared;
  if (!relaxed.has('recent') && round.recent.has(c.entry.id)) return false;
  if (!relaxed.has('length') && (c.words < range.min || c.words > range.max)) return false;
  if (!relaxed.has('level') && Math.abs(c.levelIndex - round.levelIndex) > LEVEL_STEPS_ALLOWED)
    return false;
  if (c.sentences > sentenceLimit) return false;
  return relaxed.has('topic') || !sameStoryAs(c.about, round);
}

/** The last gate, the dearest, asked of the ranked entries only: it copies no player's entry. */
function copiesNoEntry(c: IndexedEntry, round: Round): boolean {
  return copyReasonPrepared(c.tokenSet, c.runs, round.prepared.entries) === null;
}

/**
 * Lower is better: length and register near the target entry's, the asked level, on the round's
 * subject, no dialect words in a round without any, written for this age rather than a younger one;
 * plus chance.
 */
function score(c: IndexedEntry, round: Round, rng: Rng): number {
  const lengthGap = Math.abs(c.words - round.targetWords) / Math.max(3, round.targetWords * 0.3);
  const levelGap = Math.abs(c.levelIndex - round.levelIndex);
  const register = round.target ? registerGap(c.register, round.target) : 0;
  const dialect = round.dialect === null && c.entry.dialect !== 'any' ? 2 : 0;
  // Blind readers caught entries written for younger players (a teen's crush in a round of adults'
  // dates) far more than any other kind: each band younger weighs as much as a whole length gap.
  const ageGap = (round.ageIndex - AGE_RANGES.indexOf(c.entry.age)) * 2.5;
  // about what the round's people write about (a kiss among kisses), never the same story
  const subject = -Math.min(3, subjectFitOf(c.about, round));
  return lengthGap + levelGap * 0.75 + register + dialect + ageGap + subject + rng() * 1.5;
}

/** Picks the fake for a round from a category's indexed corpus. Throws only for an empty corpus. */
export function pickFake(req: FakeRequest, corpus: CorpusIndex, rng: Rng): OfflineFake {
  const prepared = prepareRequest(req);
  const dialect = dialectOfWords(prepared.entries.map((e) => e.tokens));
  const stories = prepared.stories;
  const target =
    stories.length > 0 ? registerOf(stories[randomInt(rng, stories.length)] as string) : null;
  const round: Round = {
    prepared,
    recent: new Set(req.recentFakeIds ?? []),
    levelIndex: levelIndexOf(req.randomnessLevel),
    target,
    targetWords: target?.words ?? Math.round((prepared.range.min + prepared.range.max) / 2),
    dialect,
    ageIndex: AGE_RANGES.indexOf(req.ageRange),
    subject: corpus.subjectStems,
    abouts: prepared.entries.map((e) => [...e.about]),
    topics: prepared.entries.map((e) => [...e.about].filter((s) => !corpus.subjectStems.has(s))),
  };

  const relaxed = new Set<Relaxable>();
  for (let step = 0; step <= RELAXABLE.length; step++) {
    const pool = poolFor(corpus, req.ageRange, relaxed.has('dialect') ? null : dialect);
    const shortlist = shortlistFrom(pool, round, relaxed, rng);
    if (shortlist.length > 0) {
      const ranked = shortlist
        .map((c) => ({ c, s: score(c, round, rng) }))
        .sort((a, b) => a.s - b.s)
        .map(({ c }) => c);
      // said in the target's voice, the best that still passes: a rewritten word (an "I", a
      // contraction, a spelling) can make it longer, shorter or the same story as a player's
      let unvoiced: IndexedEntry | undefined;
      for (const c of ranked) {
        if (!copiesNoEntry(c, round)) continue;
        unvoiced ??= c;
        const text = target ? speakLike(c.entry.text, target, dialect, c.register) : c.entry.text;
        // only a change of words (an "I", a contraction, a spelling) can fail a gate again
        if (sameWords(text, c) || checkPrepared(text, prepared, corpus.subjectStems).ok)
          return { text, id: c.entry.id, relaxed: [...relaxed] };
      }
      if (unvoiced)
        return { text: unvoiced.entry.text, id: unvoiced.entry.id, relaxed: [...relaxed] };
    }
    const next = RELAXABLE[step];
    if (next) relaxed.add(next);
  }
  // Only reachable when every entry of the age range copies a player's entry word for word.
  const any = poolFor(corpus, req.ageRange, null);
  const fallback = any[randomInt(rng, any.length)] ?? corpus.entries[0];
  if (!fallback) throw new RangeError(`the ${corpus.category} corpus is empty`);
  return { text: fallback.entry.text, id: fallback.entry.id, relaxed: [...RELAXABLE] };
}

/**
 * Up to SHORTLIST entries of the pool that pass the gates, visited in a random order (a random start
 * and a random step coprime with the pool's size, so every entry is visited once at most).
 */
function shortlistFrom(
  pool: readonly IndexedEntry[],
  round: Round,
  relaxed: ReadonlySet<Relaxable>,
  rng: Rng,
): IndexedEntry[] {
  // the pool is sorted by length: only the entries within the round's word range are visited
  const { min, max } = round.prepared.range;
  const lo = relaxed.has('length') ? 0 : firstAtLeast(pool, min);
  const hi = relaxed.has('length') ? pool.length : firstAtLeast(pool, max + 1);
  const n = hi - lo;
  const found: IndexedEntry[] = [];
  if (n <= 0) return found;
  const start = randomInt(rng, n);
  let stride = 1 + randomInt(rng, n);
  while (gcd(stride, n) !== 1) stride++;
  for (let k = 0; k < n && found.length < SHORTLIST; k++) {
    const c = pool[lo + ((start + k * stride) % n)] as IndexedEntry;
    if (passes(c, round, relaxed)) found.push(c);
  }
  return found;
}

/** The index of the first entry of a pool sorted by length with at least `words` words. */
function firstAtLeast(pool: readonly IndexedEntry[], words: number): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool[mid] as IndexedEntry).words < words) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entry's words in the same order: casing, stops and apostrophes aside (tokens()). */
function sameWords(text: string, c: IndexedEntry): boolean {
  if (text === c.entry.text) return true;
  const x = tokens(text);
  const y = c.tokens;
  return x.length === y.length && x.every((w, i) => w === y[i]);
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** Position of a level on the slider; an unknown level (old storage) counts as the nearest one. */
function levelIndexOf(level: number): number {
  let best = 2;
  RANDOMNESS_LEVELS.forEach((l: RandomnessLevel, i) => {
    if (Math.abs(l - level) < Math.abs((RANDOMNESS_LEVELS[best] as number) - level)) best = i;
  });
  return best;
}
