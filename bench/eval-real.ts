// The blind reader test among real people's writing (issue 20). Rounds are built at run time from
// ../shared/real-writing/entries.json, which stays outside the repository and is only measured
// against: nothing of it is copied into the project, and the sets and keys written here live in
// test-results/ (never committed). Each round holds 3–5 real entries of one category and one
// register ("one-liner" or "blog"); one of them, at random, is the faker's and is replaced by a fake
// made from the others, exactly as a game deals it. A set remembers its fakes like one device.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CATEGORY_IDS,
  SENTENCE_LIMITS,
  findCategory,
  type CategoryId,
} from '../src/engine/categories';
import type { Rng } from '../src/engine/random';
import { createSeededRng, randomInt } from '../src/engine/random';
import { RANDOMNESS_LEVELS, type AgeRange, type RandomnessLevel } from '../src/engine/settings';
import { countSentences } from '../src/engine/stories';
import type { FakeRequest } from '../src/generator/request';

export const REAL_WRITING = resolve(
  process.env.REAL_WRITING ?? '../shared/real-writing/entries.json',
);

export const REGISTERS = ['one-liner', 'blog'] as const;
export type RealRegister = (typeof REGISTERS)[number];

export interface RealEntry {
  readonly category: CategoryId;
  readonly register: RealRegister;
  readonly text: string;
}

/** A round before its fake: real entries of one category and register. */
export interface RealRound {
  readonly id: string;
  readonly category: CategoryId;
  readonly register: RealRegister;
  readonly ageRange: AgeRange;
  readonly entries: readonly string[];
}

/** The real entries a player could have typed (within SPEC §5's sentence limit), or [] when absent. */
export function readRealEntries(path = REAL_WRITING): RealEntry[] {
  if (!existsSync(path)) return [];
  const raw = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${path}: expected an array of entries`);
  const out: RealEntry[] = [];
  for (const e of raw as Record<string, unknown>[]) {
    const category = CATEGORY_IDS.find((c) => c === e.category);
    const register = REGISTERS.find((r) => r === e.register);
    if (!category || !register || typeof e.text !== 'string') continue;
    const type = findCategory(category)!.type;
    const text = e.text.trim();
    if (text === '' || countSentences(text) > SENTENCE_LIMITS[type]) continue;
    out.push({ category, register, text });
  }
  return out;
}

function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Cuts the entries into rounds of 3–5 of one category and register, in an order the seed decides
 * (a new seed is a new deal: other neighbours, other fakes). Players are adults or young adults.
 */
export function buildRealRounds(entries: readonly RealEntry[], seed: number): RealRound[] {
  const rng = createSeededRng(seed);
  const rounds: RealRound[] = [];
  for (const category of CATEGORY_IDS) {
    for (const register of REGISTERS) {
      let pool = shuffle(
        entries.filter((e) => e.category === category && e.register === register),
        rng,
      ).map((e) => e.text);
      let n = 0;
      while (pool.length >= 3) {
        // never leave 1 or 2 behind: they join the last round when it has room
        let size = 3 + randomInt(rng, 3);
        if (pool.length - size < 3) size = pool.length <= 5 ? pool.length : pool.length - 3;
        rounds.push({
          id: `${category}-${register}-${++n}`,
          category,
          register,
          ageRange: rng() < 0.5 ? 'young-adults' : 'adults',
          entries: pool.slice(0, size),
        });
        pool = pool.slice(size);
      }
    }
  }
  return rounds;
}

/** The request a game would send for this round with this faker: the others' entries. */
export function requestFor(
  round: RealRound,
  faker: number,
  level: RandomnessLevel,
  recentFakeIds: readonly string[],
): FakeRequest {
  return {
    category: round.category,
    contentType: findCategory(round.category)!.type,
    stories: round.entries.filter((_, i) => i !== faker),
    randomnessLevel: level,
    ageRange: round.ageRange,
    recentFakeIds,
  };
}

/** The faker and level of a round in a set: the same for every generator, so they compare. */
export function dealOf(
  seed: number,
  set: number,
  round: RealRound,
): { faker: number; level: RandomnessLevel; rng: Rng } {
  const rng = createSeededRng(hash(`${seed}|${set}|${round.id}`));
  const faker = randomInt(rng, round.entries.length);
  const level = RANDOMNESS_LEVELS[randomInt(rng, RANDOMNESS_LEVELS.length)] ?? 50;
  return { faker, level, rng };
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ---- dealing sets, for the corpus or for the LLM provider ----

/** A fake for one round of a set: its text and what made it (a corpus id, or "llm"). */
export interface DealtFake {
  readonly text: string;
  readonly id: string;
}

/** Makes the fake for a request; `key` names the round in its set ("A|habits-blog-2"). */
export type FakeMaker = (req: FakeRequest, rng: Rng, key: string) => Promise<DealtFake>;

export interface RealDealt {
  readonly id: string;
  readonly category: CategoryId;
  readonly register: RealRegister;
  readonly ageRange: AgeRange;
  readonly entries: readonly string[];
  /** 1-based place of the fake. */
  readonly fake: number;
  readonly fakeId: string;
  readonly level: number;
}

export interface RealSet {
  readonly name: string;
  readonly rounds: readonly RealDealt[];
}

/** The set's name: A, B, C … */
export function setName(s: number): string {
  return String.fromCharCode(65 + s);
}

/**
 * Deals `count` sets of the rounds: in each, one real entry at random is the faker's and is replaced
 * by the maker's fake where it stood; a set remembers its fakes as one device does (recentFakeIds),
 * and the rounds are shuffled so no order of categories helps.
 */
export async function dealRealSets(
  rounds: readonly RealRound[],
  seed: number,
  count: number,
  make: FakeMaker,
  firstSet = 0,
  seen: readonly string[] = [],
): Promise<RealSet[]> {
  const sets: RealSet[] = [];
  for (let s = firstSet; s < firstSet + count; s++) {
    // a device remembers its fakes: none the trained reader was shown comes back in a set
    const used: string[] = [...seen];
    const dealt: RealDealt[] = [];
    for (const round of rounds) {
      const { faker, level, rng } = dealOf(seed, s, round);
      const req = requestFor(round, faker, level, used);
      const fake = await make(req, rng, `${setName(s)}|${round.id}`);
      used.push(fake.id);
      const entries = [...req.stories];
      entries.splice(faker, 0, fake.text);
      dealt.push({ ...round, entries, fake: faker + 1, fakeId: fake.id, level });
    }
    sets.push({
      name: setName(s),
      rounds: shuffle(dealt, createSeededRng(hash(`${seed}|order|${s}`))),
    });
  }
  return sets;
}

const AGE_WORDS: Record<AgeRange, string> = {
  teens: 'teenagers',
  'young-adults': 'young adults (18-25)',
  adults: 'adults (26-49)',
  'mature-adults': 'over-50s',
};

/**
 * The answer-free text a reader gets, for the hand-written rounds (a group of `friends`) and the
 * real-writing ones (a group of `people`): the categories, the players' ages and the entries only.
 */
export function renderRounds(
  name: string,
  rounds: readonly { category: CategoryId; ageRange: AgeRange; entries: readonly string[] }[],
  group: 'friends' | 'people',
): string {
  const lines = [
    `Set ${name}: ${rounds.length} rounds of a party game.`,
    `In each round a group of ${group} each typed a short true story or statement for the category.`,
    'In every round exactly one entry was machine-made instead. Pick it in every round.',
    '',
  ];
  rounds.forEach((round, r) => {
    const category = findCategory(round.category)!;
    lines.push(
      `Round ${r + 1}: ${category.name} (${category.type === 'story' ? 'stories' : 'statements'}), players: ${AGE_WORDS[round.ageRange]}`,
    );
    round.entries.forEach((entry, i) => lines.push(`  ${i + 1}. ${entry}`));
    lines.push('');
  });
  return lines.join('\n');
}

/** The answer-free text a reader gets for a set of real-writing rounds. */
export function renderRealSet(set: RealSet): string {
  return renderRounds(set.name, set.rounds, 'people');
}

/** The rounds whose fakes a trained reader reads first, with the key of each ("E|habits-blog-2"). */
export function trainingPicks(
  sets: readonly RealSet[],
  count: number,
  seed: number,
): { key: string; round: RealDealt }[] {
  const all = sets.flatMap((s) =>
    s.rounds.map((round) => ({ key: `${s.name}|${round.id}`, round })),
  );
  return shuffle(all, createSeededRng(hash(`${seed}|training`))).slice(0, count);
}

/**
 * What a trained reader reads first: `count` fakes the same generator made for the rounds of another
 * deal, labelled, as a group that has played before knows the generator's voice.
 */
export function renderTraining(sets: readonly RealSet[], count: number, seed: number): string {
  const picked = trainingPicks(sets, count, seed).map((p) => p.round);
  const lines = [
    `${picked.length} machine-made entries from earlier games, each labelled with its category.`,
    'Read them first: they show how the machine writes. Then do the set.',
    '',
  ];
  for (const round of picked)
    lines.push(`- [${findCategory(round.category)!.name}] ${round.entries[round.fake - 1]}`);
  return lines.join('\n');
}
