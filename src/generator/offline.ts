// The offline fake generator: pure, seeded, no network. Picks one real entry as the style model,
// expands 16–32 candidates from the category's phrase banks, types each the way the model was typed,
// drops any that copy a real entry or break a rule, and keeps the one closest to the model's style.
import type { CategoryId, ContentType } from '../engine/categories';
import type { Rng } from '../engine/random';
import { randomInt } from '../engine/random';
import type { RandomnessLevel } from '../engine/settings';
import {
  BANKS,
  CLAIM_LEADS,
  COMMON_SLOTS,
  COMMON_STATEMENT_TAILS,
  COMMON_STORY_TAILS,
  OPINION_LEADS,
  STATEMENT_LEADS,
  STORY_LEADS,
} from './banks';
import { checkPrepared } from './check';
import type { BankItem, Dialect, Filter, Pool } from './grammar';
import { eligibleItems, expandTemplate, makePool, pickFromPool, templateRichness } from './grammar';
import { paraphrase } from './paraphrase';
import type { FakeRequest, PreparedRequest } from './request';
import { detectDialect, prepareRequest } from './request';
import type { StyleProfile } from './style';
import { applyStyle, defaultProfile, measureStyle, profileStyle, styleDistance } from './style';
import { wordCount } from './text';

export interface OfflineFake {
  readonly text: string;
  /** Index (into the request's stories) of the entry whose style was copied; null if none was usable. */
  readonly modelIndex: number | null;
  /** Every bank item the chosen candidate was built from (template, fillers, lead-in, tail). */
  readonly used: readonly BankItem[];
  readonly candidatesTried: number;
  /** Style distance of the kept candidate from the model (lower is closer). */
  readonly distance: number;
}

const MIN_BATCH = 16;
const MAX_BATCH = 32;
/** Batches tried before settling for a candidate outside the word range. */
const MAX_BATCHES = 8;
/** Candidates within this style distance of the best are treated as equally good matches. */
const NEAR_BEST = 1.0;
/** Batches continue until at least this many different best matches are on the table. */
const MIN_CHOICES = 6;

const OPINION_CATEGORIES: ReadonlySet<CategoryId> = new Set(['unpopular', 'sports', 'politics']);

// ---- pools, cached per settings ----

const poolCache = new Map<string, Pool>();

function cachedPool(key: string, items: () => readonly BankItem[], filter: Filter): Pool {
  const full = `${key}|${filter.level}|${filter.age}|${filter.dialect}`;
  let pool = poolCache.get(full);
  if (!pool) {
    pool = makePool(eligibleItems(items(), filter), filter.level);
    poolCache.set(full, pool);
  }
  return pool;
}

function slotPool(category: CategoryId, name: string, filter: Filter): Pool | undefined {
  const own = BANKS[category].slots[name];
  const items = own ?? COMMON_SLOTS[name];
  if (!items) return undefined;
  return cachedPool(`${category}|slot|${name}`, () => items, filter);
}

function templatePool(category: CategoryId, type: ContentType, filter: Filter): Pool {
  const full = `${category}|${type}|templates|${filter.level}|${filter.age}|${filter.dialect}`;
  let pool = poolCache.get(full);
  if (!pool) {
    const slotSize = (name: string) =>
      eligibleItems(BANKS[category].slots[name] ?? COMMON_SLOTS[name] ?? [], filter).length;
    pool = makePool(eligibleItems(BANKS[category][type].templates, filter), filter.level, (item) =>
      templateRichness(item.text, slotSize),
    );
    poolCache.set(full, pool);
  }
  return pool;
}

function tailPool(category: CategoryId, type: ContentType, common: boolean, filter: Filter): Pool {
  if (common) {
    return cachedPool(
      `common|${type}|tails`,
      () => (type === 'story' ? COMMON_STORY_TAILS : COMMON_STATEMENT_TAILS),
      filter,
    );
  }
  return cachedPool(`${category}|${type}|tails`, () => BANKS[category][type].tails, filter);
}

function leadPool(category: CategoryId, type: ContentType, claim: boolean, filter: Filter): Pool {
  const opinion = OPINION_CATEGORIES.has(category);
  const key = `lead|${type}|${claim}|${opinion}`;
  return cachedPool(
    key,
    () => {
      if (type === 'story') return STORY_LEADS;
      return [...STATEMENT_LEADS, ...(claim ? CLAIM_LEADS : []), ...(opinion ? OPINION_LEADS : [])];
    },
    filter,
  );
}

// ---- building one candidate ----

interface Plan {
  readonly prepared: PreparedRequest;
  readonly filter: Filter;
  readonly profile: StyleProfile;
  /** Sentences the body should have before the typed ending. */
  readonly bodySentences: number;
  readonly targetWords: number;
}

interface Candidate {
  readonly text: string;
  readonly used: BankItem[];
}

function expandItem(plan: Plan, item: BankItem, rng: Rng) {
  const { category } = plan.prepared.req;
  return expandTemplate(item, (name) => slotPool(category, name, plan.filter), rng);
}

function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

function pickWord(rng: Rng, words: readonly string[]): string {
  return words[Math.floor(rng() * words.length)] as string;
}

const STORY_ADVERBS = ['literally', 'actually', 'once', 'somehow', 'genuinely', 'basically'];
/** Ways people open a belief or opinion; swapped for one another ("i think" → "i reckon"). */
const BELIEF_OPENERS = [
  'i think',
  'i reckon',
  "i'm pretty sure",
  'i feel like',
  "i'm convinced",
  'i believe',
  'i genuinely think',
  'i honestly think',
  'i swear',
];
const STATEMENT_ADVERBS = ['genuinely', 'honestly', 'actually', 'really', 'literally'];
const COPULA_ADVERBS = ['honestly', 'actually', 'genuinely', 'literally', 'just'];
const ADVERB =
  /^(?:just|so|basically|literally|actually|really|honestly|genuinely|always|never|still|secretly|once|somehow)$/;
/** Words after "i" that must not get an adverb in front ("i once used to" is not English). */
const NO_ADVERB_BEFORE =
  /^(?:used|am|was|were|'m|m|think|reckon|believe|feel|always|never|still|secretly|unironically|can't|won't|don't|didn't|have|had|would|'d|'ll|'ve|just|once|actually|literally|genuinely|honestly|really|somehow|accidentally|kept|keep|could|can|will|might|must|need|only)\b/;

/**
 * Small meaning-preserving variations of the first clause, the way people vary a sentence: another
 * opener for a belief ("i reckon" for "i think"), an adverb after "i" ("i literally pushed..."), or
 * after "is/are/should" in a claim ("cereal is honestly a soup").
 */
function vary(clause: string, isStory: boolean, rng: Rng): string {
  const opener = /^i (?:think|believe|reckon|genuinely think|honestly think) /.exec(clause);
  if (!isStory && opener && chance(rng, 0.6))
    return `${pickWord(rng, BELIEF_OPENERS)} ${clause.slice(opener[0].length)}`;
  const afterI = /^i (\S+)/.exec(clause);
  if (
    afterI &&
    !NO_ADVERB_BEFORE.test(afterI[1] as string) &&
    !ADVERB.test(afterI[1] as string) &&
    chance(rng, 0.45)
  ) {
    const adverb = pickWord(rng, isStory ? STORY_ADVERBS : STATEMENT_ADVERBS);
    if (!clause.includes(adverb)) return `i ${adverb} ${clause.slice(2)}`;
  }
  if (!isStory && !afterI && chance(rng, 0.35)) {
    const copula =
      / (is|are|should) (?!be )(?!not )(?!(?:just|so|basically|literally|actually|really|honestly|genuinely|way|always|never)\b)/.exec(
        clause,
      ) ?? / (should) (?=be )/.exec(clause);
    if (copula) {
      const adverb = pickWord(rng, COPULA_ADVERBS);
      if (!clause.includes(adverb)) {
        const cut = copula.index + copula[0].length - (copula[0].endsWith(' ') ? 0 : 1);
        return `${clause.slice(0, cut)}${adverb} ${clause.slice(cut)}`.replace(/\s+/g, ' ');
      }
    }
  }
  return clause;
}

function buildCandidate(plan: Plan, rng: Rng): Candidate | null {
  const { category, contentType } = plan.prepared.req;
  const template = pickFromPool(templatePool(category, contentType, plan.filter), rng);
  if (!template) return null;
  const main = expandItem(plan, template, rng);
  if (!main) return null;
  const isStory = contentType === 'story';
  const clauses = [...main.clauses];
  clauses[0] = vary(clauses[0] as string, isStory, rng);
  const used = [...main.used];

  const gap = plan.targetWords - wordCount(clauses.join(' '));
  const needSecond = isStory && plan.bodySentences >= 2 && clauses.length < 2;
  const tailChance = needSecond ? 1 : gap >= 6 ? 0.75 : gap >= 3 ? 0.4 : gap >= 1 ? 0.15 : 0.03;
  if (chance(rng, tailChance)) {
    // kickers like "fight me" only suit opinions; other categories use their own tails
    const common = isStory || OPINION_CATEGORIES.has(category) ? chance(rng, 0.4) : false;
    let pool = tailPool(category, contentType, common, plan.filter);
    if (pool.items.length === 0) pool = tailPool(category, contentType, !common, plan.filter);
    const tailItem = pickFromPool(pool, rng);
    const tail = tailItem ? expandItem(plan, tailItem, rng) : null;
    if (tail) {
      clauses.push(...tail.clauses);
      used.push(...tail.used);
    }
  }

  const gap2 = plan.targetWords - wordCount(clauses.join(' '));
  const leadChance = plan.profile.subjectDrop ? 0 : gap2 >= 3 ? 0.5 : gap2 >= -1 ? 0.4 : 0.05;
  if (chance(rng, leadChance)) {
    const first = clauses[0] as string;
    const claim = !isStory && !/^(?:i|i'm|i've|i'd|i'll|my)\b/.test(first);
    const leadItem = pickFromPool(leadPool(category, contentType, claim, plan.filter), rng);
    const lead = leadItem ? expandItem(plan, leadItem, rng) : null;
    if (lead) {
      const leadText = lead.clauses.join(' ');
      const comma =
        plan.profile.commas > 0 &&
        !/\b(?:but|that|so|when|like)$/.test(leadText) &&
        chance(rng, 0.5);
      clauses[0] = `${leadText}${comma ? ',' : ''} ${first}`;
      used.push(...lead.used);
    }
  }

  const text = applyStyle(
    clauses.map((c) => paraphrase(c, rng)),
    plan.profile,
    { sentences: isStory ? plan.bodySentences : 1, statement: !isStory },
    rng,
  );
  return { text, used };
}

// ---- the generator ----

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** Last-resort lines, used only if no bank candidate survives the checks (e.g. players typed our banks). */
const LAST_RESORT: Readonly<Record<ContentType, readonly string[]>> = {
  story: [
    'i got on the wrong bus and ended up two towns over before i noticed',
    'i once locked my keys in the car with the engine running',
    'my neighbour waved at me for a year before i realised we had never met',
    'i fell asleep in the cinema and woke up during the credits of a different showing',
  ],
  statement: [
    'i think mondays get too much hate',
    'i always have three browser tabs of recipes open that i will never cook',
    'i reckon socks go missing on purpose',
    'rainy days are better than sunny ones',
  ],
};

/** Generates one fake entry for the round (see OfflineFake for the details version). */
export function generateOfflineFake(req: FakeRequest, rng: Rng): string {
  return generateOfflineDetailed(req, rng).text;
}

/** Like generateOfflineFake, also reporting the model entry and the bank items used (for tests and tuning). */
export function generateOfflineDetailed(req: FakeRequest, rng: Rng): OfflineFake {
  const prepared = prepareRequest(req);
  const dialect: Dialect = detectDialect(prepared.stories) ?? (rng() < 0.5 ? 'uk' : 'us');
  const filter: Filter = { level: normalizeLevel(req.randomnessLevel), age: req.ageRange, dialect };
  const { min, max } = prepared.range;

  let modelIndex: number | null = null;
  let profile: StyleProfile;
  if (prepared.stories.length > 0) {
    const i = randomInt(rng, prepared.stories.length);
    profile = profileStyle(prepared.stories[i] as string, prepared.stories);
    modelIndex = req.stories.findIndex(
      (s) => typeof s === 'string' && s.trim() === prepared.stories[i],
    );
  } else {
    profile = defaultProfile(Math.round((min + max) / 2));
  }
  const limit = prepared.sentenceLimit;
  const bodySentences = clamp(
    Math.min(profile.sentences, limit) - profile.endingSentences,
    1,
    limit,
  );
  const plan: Plan = {
    prepared,
    filter,
    profile,
    bodySentences,
    targetWords: clamp(profile.wordCount, min, max),
  };
  const target = { wordCount: plan.targetWords, min, max };

  const kept: { text: string; used: BankItem[]; distance: number; inRange: boolean }[] = [];
  const nearBest = () => {
    const inRange = kept.filter((c) => c.inRange);
    const field = inRange.length > 0 ? inRange : kept;
    const bestDistance = Math.min(...field.map((c) => c.distance));
    return {
      inRange: inRange.length > 0,
      near: [
        ...new Map(
          field.filter((c) => c.distance <= bestDistance + NEAR_BEST).map((c) => [c.text, c]),
        ).values(),
      ],
    };
  };
  let tried = 0;
  let bestSoFar = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const size = MIN_BATCH + randomInt(rng, MAX_BATCH - MIN_BATCH + 1);
    for (let i = 0; i < size; i++) {
      tried++;
      const candidate = buildCandidate(plan, rng);
      if (!candidate) continue;
      const measure = measureStyle(candidate.text);
      const distance = styleDistance(measure, profile, target);
      // only candidates that could end up among the best are worth the full check
      if (distance > bestSoFar + NEAR_BEST) continue;
      if (!checkPrepared(candidate.text, prepared, { checkLength: false }).ok) continue;
      bestSoFar = Math.min(bestSoFar, distance);
      kept.push({
        ...candidate,
        distance,
        inRange: measure.wordCount >= min && measure.wordCount <= max,
      });
    }
    // Stop once the best matches are in range and there are a few to choose from; a rare shape (a
    // three-word story) draws another batch so the choice is not always the same few lines.
    if (kept.length > 0) {
      const { inRange, near } = nearBest();
      if (inRange && near.length >= MIN_CHOICES) break;
    }
  }
  if (kept.length > 0) {
    // Every candidate about as close as the best one is an equally good match: pick among them at random,
    // so one perfectly sized candidate does not win every round it is drawn in.
    const { near } = nearBest();
    const chosen = near[randomInt(rng, near.length)] as (typeof near)[number];
    return {
      text: chosen.text,
      modelIndex,
      used: chosen.used,
      candidatesTried: tried,
      distance: chosen.distance,
    };
  }

  for (const line of LAST_RESORT[req.contentType] ?? LAST_RESORT.statement) {
    const styled = applyStyle([line], profile, { sentences: 1, typoRate: 0 }, rng);
    if (checkPrepared(styled, prepared, { checkLength: false }).ok) {
      return {
        text: styled,
        modelIndex,
        used: [],
        candidatesTried: tried,
        distance: Number.POSITIVE_INFINITY,
      };
    }
  }
  // Unreachable in practice: every last-resort line would have to copy a player's entry.
  return {
    text: 'i have genuinely never done anything interesting',
    modelIndex,
    used: [],
    candidatesTried: tried,
    distance: Number.POSITIVE_INFINITY,
  };
}

const LEVELS: readonly RandomnessLevel[] = [10, 30, 50, 70, 90];

/** Snaps an out-of-list level (from old storage) to the nearest allowed one. */
function normalizeLevel(level: number): RandomnessLevel {
  let best: RandomnessLevel = 50;
  for (const l of LEVELS) if (Math.abs(l - level) < Math.abs(best - level)) best = l;
  return best;
}
