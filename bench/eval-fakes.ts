// Can a simple style detector spot the offline fake? For every hand-written round (bench/eval-rounds.ts)
// one real entry is dropped (the faker's), a fake is generated from the others, and a detector that
// knows only surface style picks the biggest outlier. Its hit rate is printed next to chance (1/n).
// Target: no better than 1.5× chance. Run: npx tsx bench/eval-fakes.ts
import { pathToFileURL } from 'node:url';
import { CATEGORIES, SENTENCE_LIMITS } from '../src/engine/categories';
import type { CategoryId } from '../src/engine/categories';
import type { Rng } from '../src/engine/random';
import { createSeededRng, randomInt } from '../src/engine/random';
import { RANDOMNESS_LEVELS } from '../src/engine/settings';
import { generateOfflineFake } from '../src/generator';
import type { EvalRound } from './eval-rounds';
import { EVAL_ROUNDS } from './eval-rounds';

/** Trials per round: each drops a different entry (at random) and generates a new fake. */
const TRIALS_PER_ROUND = 40;
export const TARGET_RATIO = 1.5;

// ---- the detector: surface features only, written independently of the generator ----

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w));
}

function wordSet(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? [],
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export const FEATURE_NAMES = [
  'words',
  'sentences',
  'punctuation',
  'ends with punctuation',
  'upper-case share',
  'starts upper-case',
  'word length',
  'overlap with others',
] as const;

/** Feature vectors of a round's entries. */
export function features(entries: readonly string[]): number[][] {
  const sets = entries.map(wordSet);
  return entries.map((text, i) => {
    const ws = words(text);
    const letters = text.match(/[a-z]/gi) ?? [];
    const upper = letters.filter((c) => c === c.toUpperCase()).length;
    const others = sets.filter((_, j) => j !== i);
    const overlap =
      others.length === 0
        ? 0
        : others.reduce((sum, s) => sum + jaccard(sets[i] as Set<string>, s), 0) / others.length;
    return [
      ws.length,
      text.split(/[.!?]/).filter((p) => p.trim() !== '').length,
      (text.match(/[.,!?;:'’"-]/g) ?? []).length,
      /[.!?]\s*$/.test(text) ? 1 : 0,
      letters.length === 0 ? 0 : upper / letters.length,
      /^[^a-z]*[A-Z]/.test(text) ? 1 : 0,
      ws.length === 0 ? 0 : ws.join('').replace(/[^a-z0-9]/gi, '').length / ws.length,
      overlap,
    ];
  });
}

/** The entry whose features sit furthest from the round's average (sum of |z| over features); ties at random. */
export function detectOutlier(entries: readonly string[], rng: Rng): number {
  const rows = features(entries);
  const scores = new Array<number>(entries.length).fill(0);
  for (let f = 0; f < FEATURE_NAMES.length; f++) {
    const column = rows.map((r) => r[f] as number);
    const mean = column.reduce((a, b) => a + b, 0) / column.length;
    const sd = Math.sqrt(column.reduce((a, b) => a + (b - mean) ** 2, 0) / column.length);
    if (sd < 1e-9) continue;
    column.forEach((x, i) => {
      scores[i] = (scores[i] as number) + Math.abs(x - mean) / sd;
    });
  }
  const best = Math.max(...scores);
  const tied = scores
    .map((s, i) => [s, i] as const)
    .filter(([s]) => best - s < 1e-9)
    .map(([, i]) => i);
  return tied[randomInt(rng, tied.length)] as number;
}

// ---- the evaluation ----

export interface CategoryResult {
  readonly category: CategoryId;
  readonly trials: number;
  readonly hitRate: number;
  readonly chance: number;
  readonly ratio: number;
}

export interface EvalResult {
  readonly perCategory: readonly CategoryResult[];
  readonly overall: {
    readonly trials: number;
    readonly hitRate: number;
    readonly chance: number;
    readonly ratio: number;
  };
  readonly samples: readonly {
    round: EvalRound;
    entries: string[];
    fakeIndex: number;
    guess: number;
  }[];
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Checks the hand-written data: 3–8 entries, each within its category's sentence limit (SPEC §5). */
export function validateRounds(rounds: readonly EvalRound[]): string[] {
  const problems: string[] = [];
  for (const round of rounds) {
    const category = CATEGORIES.find((c) => c.id === round.category);
    if (!category) problems.push(`${round.id}: unknown category`);
    if (round.entries.length < 3 || round.entries.length > 8)
      problems.push(`${round.id}: ${round.entries.length} entries`);
    for (const entry of round.entries) {
      const sentences = entry.split(/[.!?]/).filter((p) => p.trim() !== '').length;
      if (category && sentences > SENTENCE_LIMITS[category.type])
        problems.push(`${round.id}: too many sentences in "${entry}"`);
    }
  }
  return problems;
}

export function runEval(
  rounds: readonly EvalRound[] = EVAL_ROUNDS,
  trialsPerRound = TRIALS_PER_ROUND,
): EvalResult {
  const stats = new Map<CategoryId, { trials: number; hits: number; chance: number }>();
  const samples: { round: EvalRound; entries: string[]; fakeIndex: number; guess: number }[] = [];
  for (const round of rounds) {
    const category = CATEGORIES.find((c) => c.id === round.category);
    if (!category) continue;
    const s = stats.get(round.category) ?? { trials: 0, hits: 0, chance: 0 };
    stats.set(round.category, s);
    for (let t = 0; t < trialsPerRound; t++) {
      const rng = createSeededRng(seedOf(round.id) + t);
      const fakeIndex = randomInt(rng, round.entries.length);
      const others = round.entries.filter((_, i) => i !== fakeIndex);
      const fake = generateOfflineFake(
        {
          category: round.category,
          contentType: category.type,
          stories: others,
          randomnessLevel: RANDOMNESS_LEVELS[t % RANDOMNESS_LEVELS.length] ?? 50,
          ageRange: round.ageRange,
        },
        rng,
      );
      const entries = [...round.entries];
      entries[fakeIndex] = fake;
      const guess = detectOutlier(entries, rng);
      s.trials++;
      s.chance += 1 / entries.length;
      if (guess === fakeIndex) s.hits++;
      if (t === 0) samples.push({ round, entries, fakeIndex, guess });
    }
  }
  const perCategory: CategoryResult[] = [];
  let trials = 0;
  let hits = 0;
  let chance = 0;
  for (const c of CATEGORIES) {
    const s = stats.get(c.id);
    if (!s || s.trials === 0) continue;
    trials += s.trials;
    hits += s.hits;
    chance += s.chance;
    const hitRate = s.hits / s.trials;
    const chanceRate = s.chance / s.trials;
    perCategory.push({
      category: c.id,
      trials: s.trials,
      hitRate,
      chance: chanceRate,
      ratio: hitRate / chanceRate,
    });
  }
  const overall = {
    trials,
    hitRate: hits / trials,
    chance: chance / trials,
    ratio: hits / trials / (chance / trials),
  };
  return { perCategory, overall, samples };
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`.padStart(6);
}

function main(): void {
  const problems = validateRounds(EVAL_ROUNDS);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
    return;
  }
  const result = runEval();
  console.log(
    `Fake detection by a style detector (${EVAL_ROUNDS.length} rounds × ${TRIALS_PER_ROUND} trials)\n`,
  );
  console.log('category     trials   hit rate   chance   ratio');
  for (const r of result.perCategory) {
    console.log(
      `${r.category.padEnd(12)} ${String(r.trials).padStart(6)}   ${pct(r.hitRate)}    ${pct(r.chance)}   ${r.ratio.toFixed(2)}×`,
    );
  }
  const o = result.overall;
  console.log(
    `${'overall'.padEnd(12)} ${String(o.trials).padStart(6)}   ${pct(o.hitRate)}    ${pct(o.chance)}   ${o.ratio.toFixed(2)}×`,
  );
  const worst = [...result.perCategory].sort((a, b) => b.ratio - a.ratio)[0];
  const pass = o.ratio <= TARGET_RATIO;
  console.log(`\nworst category: ${worst?.category} at ${worst?.ratio.toFixed(2)}× chance`);
  console.log(`target: overall no better than ${TARGET_RATIO}× chance: ${pass ? 'PASS' : 'FAIL'}`);

  console.log('\nTen sample rounds (guess which one is fake; the answer follows each round):');
  const byCategory = new Map<CategoryId, (typeof result.samples)[number]>();
  for (const s of result.samples)
    if (!byCategory.has(s.round.category)) byCategory.set(s.round.category, s);
  const shown = [...byCategory.values()].slice(0, 10);
  for (const s of shown) {
    const name = CATEGORIES.find((c) => c.id === s.round.category)?.name ?? s.round.category;
    console.log(`\n[${name} · ${s.round.ageRange}]`);
    s.entries.forEach((e, i) => console.log(`  ${i + 1}. ${e}`));
    console.log(`  → fake: ${s.fakeIndex + 1}; detector guessed ${s.guess + 1}`);
  }
  if (!pass) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
