// The blind reader test of the fakes (issue 12). Not a test: a measurement with people (or fresh
// model readers) in the loop.
//
//   npm run eval:fakes                      writes answer-free sets and a key into test-results/eval-fakes/
//   npm run eval:fakes -- --seed 7 --sets 3 the same with another seed (new fakes) or more sets
//   npm run eval:fakes -- score A.json B.json
//                                           scores each reader's picks (a JSON array, one entry number
//                                           per round, in the order of its set) against the key
//
// Each set holds every hand-written round of bench/eval-rounds.ts, with one real entry replaced by the
// offline fake at a random place, exactly as a game deals it; the sets use different fakes. Give each
// set to a reader who has never seen the generator, the corpus, the key or another set, tell them one
// entry per round is machine-made, and ask for their picks. Goal: readers find the fake at no more than
// 1.3× chance overall and no category above 1.6×. A style detector (surface features only) is printed
// as a second figure when the sets are written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATEGORIES, SENTENCE_LIMITS, findCategory } from '../src/engine/categories';
import type { CategoryId } from '../src/engine/categories';
import type { Rng } from '../src/engine/random';
import { createSeededRng, randomInt } from '../src/engine/random';
import { RANDOMNESS_LEVELS } from '../src/engine/settings';
import { countSentences } from '../src/engine/stories';
import { loadCorpus, loadCorpusFile, pickFake } from '../src/generator';
import { detectDialect } from '../src/generator/dialect';
import {
  buildPrompt,
  chooseCandidate,
  describeVoice,
  readCandidates,
  targetVoice,
  toneExamples,
  type ChatMessage,
} from '../src/generator/prompt';
import { prepareRequest } from '../src/generator/request';
import { contentStems, jaccard as overlap } from '../src/generator/text';
import {
  buildRealRounds,
  dealRealSets,
  readRealEntries,
  REAL_WRITING,
  REGISTERS,
  renderRealSet,
  renderRounds,
  renderTraining,
  setName,
  trainingPicks,
  type FakeMaker,
  type RealSet,
} from './eval-real';
import type { EvalRound } from './eval-rounds';
import { EVAL_ROUNDS } from './eval-rounds';

export const OUT_DIR = 'test-results/eval-fakes';
export const GOAL_OVERALL = 1.3;
export const GOAL_CATEGORY = 1.6;

// ---- the rounds as a reader sees them ----

export interface DealtRound {
  readonly id: string;
  readonly category: CategoryId;
  readonly ageRange: EvalRound['ageRange'];
  readonly entries: readonly string[];
  /** 1-based place of the fake. */
  readonly fake: number;
  readonly fakeId: string;
  readonly level: number;
}

export interface EvalSet {
  readonly name: string;
  readonly rounds: readonly DealtRound[];
}

/** Checks the hand-written data: 3–8 entries, each within its category's sentence limit (SPEC §5). */
export function validateRounds(rounds: readonly EvalRound[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const round of rounds) {
    const category = findCategory(round.category);
    if (ids.has(round.id)) problems.push(`${round.id}: duplicate id`);
    ids.add(round.id);
    if (!category) problems.push(`${round.id}: unknown category`);
    if (round.entries.length < 3 || round.entries.length > 8)
      problems.push(`${round.id}: ${round.entries.length} entries`);
    for (const entry of round.entries) {
      if (category && countSentences(entry) > SENTENCE_LIMITS[category.type])
        problems.push(`${round.id}: too many sentences in "${entry}"`);
    }
  }
  return problems;
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Deals `count` sets from the rounds: in each round one real entry (at random) becomes the faker's and
 * is replaced by a fake made from the others; a later set never repeats a fake an earlier one used for
 * that round, and no set uses one fake twice (as one device would not).
 */
export async function dealSets(
  rounds: readonly EvalRound[],
  seed: number,
  count = 2,
): Promise<EvalSet[]> {
  const sets: EvalSet[] = [];
  const usedPerRound = new Map<string, string[]>();
  for (let s = 0; s < count; s++) {
    const usedInSet: string[] = [];
    const dealt: DealtRound[] = [];
    for (const round of rounds) {
      const category = findCategory(round.category);
      if (!category) continue;
      const rng = createSeededRng(seedOf(`${seed}|${s}|${round.id}`));
      const faker = randomInt(rng, round.entries.length);
      const others = round.entries.filter((_, i) => i !== faker);
      const level = RANDOMNESS_LEVELS[randomInt(rng, RANDOMNESS_LEVELS.length)] ?? 50;
      const before = usedPerRound.get(round.id) ?? [];
      const fake = pickFake(
        {
          category: round.category,
          contentType: category.type,
          stories: others,
          randomnessLevel: level,
          ageRange: round.ageRange,
          recentFakeIds: [...usedInSet, ...before],
        },
        await loadCorpus(round.category),
        rng,
      );
      usedInSet.push(fake.id);
      usedPerRound.set(round.id, [...before, fake.id]);
      // the fake goes where the faker's own entry would have been read
      const entries = [...others];
      entries.splice(faker, 0, fake.text);
      dealt.push({
        id: round.id,
        category: round.category,
        ageRange: round.ageRange,
        entries,
        fake: faker + 1,
        fakeId: fake.id,
        level,
      });
    }
    // rounds in a shuffled order, so a reader cannot lean on the file's order of categories
    const order = createSeededRng(seedOf(`${seed}|order|${s}`));
    const shuffled = [...dealt];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = randomInt(order, i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j] as DealtRound, shuffled[i] as DealtRound];
    }
    sets.push({ name: String.fromCharCode(65 + s), rounds: shuffled });
  }
  return sets;
}

/** The answer-free text a reader gets. */
export function renderSet(set: EvalSet): string {
  return renderRounds(set.name, set.rounds, 'friends');
}

/**
 * Corpus entries that say nearly what one of the hand-written entries says (content-word overlap
 * ≥ 0.6): a reader who meets both in one set is no longer judging the fake on its own merits, so the
 * corpus should not hold them (the command warns).
 */
export async function nearCopiesOfRounds(rounds: readonly EvalRound[]): Promise<string[]> {
  const found: string[] = [];
  for (const category of new Set(rounds.map((r) => r.category))) {
    const real = rounds
      .filter((r) => r.category === category)
      .flatMap((r) => r.entries)
      .map((e) => new Set(contentStems(e)));
    for (const entry of (await loadCorpusFile(category)).entries) {
      const stems = new Set(contentStems(entry.text));
      if (stems.size >= 2 && real.some((r) => overlap(stems, r) >= 0.6)) found.push(entry.id);
    }
  }
  return found;
}

// ---- scoring ----

export interface Tally {
  rounds: number;
  hits: number;
  /** Sum over rounds of 1/entries: the hits expected by chance. */
  chance: number;
}

export interface Score {
  readonly perSet: readonly { name: string; tally: Tally }[];
  readonly perCategory: ReadonlyMap<CategoryId, Tally>;
  readonly overall: Tally;
  /** Rounds (set, round number, fake id) the reader caught: the entries to rewrite or drop. */
  readonly caught: readonly { set: string; round: number; id: string; fakeId: string }[];
}

const ratio = (t: Tally) => (t.chance === 0 ? 0 : t.hits / t.chance);

/** Scores each set's picks (1-based entry numbers in the set's order). */
export function scorePicks(sets: readonly EvalSet[], picks: readonly (readonly number[])[]): Score {
  const perCategory = new Map<CategoryId, Tally>();
  const overall: Tally = { rounds: 0, hits: 0, chance: 0 };
  const perSet: { name: string; tally: Tally }[] = [];
  const caught: { set: string; round: number; id: string; fakeId: string }[] = [];
  sets.forEach((set, s) => {
    const setPicks = picks[s];
    if (!setPicks) return;
    if (setPicks.length !== set.rounds.length)
      throw new Error(`set ${set.name}: ${setPicks.length} picks for ${set.rounds.length} rounds`);
    const tally: Tally = { rounds: 0, hits: 0, chance: 0 };
    set.rounds.forEach((round, r) => {
      const hit = setPicks[r] === round.fake;
      const c = perCategory.get(round.category) ?? { rounds: 0, hits: 0, chance: 0 };
      perCategory.set(round.category, c);
      for (const t of [tally, c, overall]) {
        t.rounds++;
        t.chance += 1 / round.entries.length;
        if (hit) t.hits++;
      }
      if (hit) caught.push({ set: set.name, round: r + 1, id: round.id, fakeId: round.fakeId });
    });
    perSet.push({ name: set.name, tally });
  });
  return { perSet, perCategory, overall, caught };
}

function row(label: string, t: Tally): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
  return `${label.padEnd(12)} ${String(t.hits).padStart(3)}/${String(t.rounds).padEnd(4)} ${pct(t.hits / t.rounds)}  chance ${pct(t.chance / t.rounds)}  ${ratio(t).toFixed(2)}×`;
}

/** Goals of the reading among real writing (issue 20): fresh readers; trained readers ≤ 2.0× overall. */
export const REAL_GOAL = { overall: 1.5, category: 2.0 };

export function formatScore(
  score: Score,
  goal = { overall: GOAL_OVERALL, category: GOAL_CATEGORY },
): string {
  const lines = ['Blind readers: fakes found', ''];
  for (const { name, tally } of score.perSet) lines.push(row(`set ${name}`, tally));
  lines.push('');
  for (const c of CATEGORIES) {
    const t = score.perCategory.get(c.id);
    if (t) lines.push(row(c.id, t));
  }
  lines.push(row('overall', score.overall), '');
  const worst = [...score.perCategory.entries()].sort((a, b) => ratio(b[1]) - ratio(a[1]))[0];
  const overallOk = ratio(score.overall) <= goal.overall;
  const categoriesOk = worst === undefined || ratio(worst[1]) <= goal.category;
  lines.push(
    `goal: overall ≤ ${goal.overall}× chance: ${overallOk ? 'met' : 'MISSED'}; ` +
      `every category ≤ ${goal.category}×: ${categoriesOk ? 'met' : `MISSED (${worst?.[0]} ${ratio(worst![1]).toFixed(2)}×)`}`,
  );
  lines.push('', 'caught (rewrite or drop these corpus entries):');
  for (const c of score.caught)
    lines.push(`  set ${c.set} round ${c.round} (${c.id}): ${c.fakeId}`);
  return lines.join('\n');
}

// ---- the style detector: surface features only, written independently of the generator ----

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

/** Feature vectors of a round's entries: length, sentences, punctuation, casing, word length, overlap. */
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
      countSentences(text),
      (text.match(/[.,!?;:'’"-]/g) ?? []).length,
      /[.!?]\s*$/.test(text) ? 1 : 0,
      letters.length === 0 ? 0 : upper / letters.length,
      /^[^a-z]*[A-Z]/.test(text) ? 1 : 0,
      ws.length === 0 ? 0 : ws.join('').replace(/[^a-z0-9]/gi, '').length / ws.length,
      overlap,
    ];
  });
}

/** The entry whose features sit furthest from the round's average (sum of |z|); ties at random. */
export function detectOutlier(entries: readonly string[], rng: Rng): number {
  const rows = features(entries);
  const scores = new Array<number>(entries.length).fill(0);
  const featureCount = rows[0]?.length ?? 0;
  for (let f = 0; f < featureCount; f++) {
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

/** The style detector's picks, as a reader's would be (1-based). */
export function detectorPicks(sets: readonly EvalSet[], seed: number): number[][] {
  const rng = createSeededRng(seed);
  return sets.map((set) => set.rounds.map((round) => detectOutlier(round.entries, rng) + 1));
}

// ---- the command ----

interface Key {
  readonly seed: number;
  readonly sets: readonly EvalSet[];
}

function flag(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
}

function readPicks(path: string): number[] {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(data) || !data.every((n) => Number.isInteger(n)))
    throw new Error(`${path}: expected a JSON array of entry numbers`);
  return data as number[];
}

/** Per register ("one-liner", "blog") of real-writing rounds: a party types one-liners. */
export function byRegister(
  sets: readonly RealSet[],
  picks: readonly (readonly number[])[],
): string[] {
  const lines: string[] = [];
  for (const register of REGISTERS) {
    const only = sets.map((set) => ({
      ...set,
      rounds: set.rounds.filter((r) => r.register === register),
    }));
    const onlyPicks = sets.map((set, s) =>
      set.rounds.flatMap((r, i) =>
        r.register === register && picks[s] ? [picks[s][i] as number] : [],
      ),
    );
    const present = only.filter((_, s) => picks[s] !== undefined);
    if (present.length > 0)
      lines.push(row(register, scorePicks(present, onlyPicks.slice(0, present.length)).overall));
  }
  return lines;
}

/** Labelled fakes a trained reader reads before a set. */
const TRAINING_FAKES = 40;

interface RealKey {
  readonly seed: number;
  readonly generator: 'corpus' | 'llm';
  readonly sets: readonly RealSet[];
}

/**
 * `real`: sets of rounds built from real people's writing (eval-real.ts) with the corpus's fakes, or
 * with the LLM provider's (`--answers replies.json`: a strong model's replies to the prompts that
 * `real-prompts` wrote), each with a trained reader's introduction of 40 labelled fakes from another
 * deal. Nothing written here may be committed: the sets hold real entries.
 */
async function real(args: string[], prompts: boolean): Promise<number> {
  const entries = readRealEntries();
  if (entries.length === 0) {
    console.error(`no real entries at ${REAL_WRITING} (set REAL_WRITING to the entries.json path)`);
    return 2;
  }
  const seed = flag(args, '--seed', 2026);
  const count = flag(args, '--sets', 3);
  const answersAt = args.indexOf('--answers');
  const generator = prompts || answersAt >= 0 ? 'llm' : 'corpus';
  const dir = join(OUT_DIR, `real-${generator}-${seed}`);
  mkdirSync(dir, { recursive: true });
  const rounds = buildRealRounds(entries, seed);
  // the trained reader's fakes come from another deal of the same entries
  const trainingRounds = buildRealRounds(entries, seed + 1);
  const corpusFake: FakeMaker = async (req, rng) => {
    const fake = pickFake(req, await loadCorpus(req.category), rng);
    return { text: fake.text, id: fake.id };
  };
  if (prompts) {
    const out: Record<string, ChatMessage[]> = {};
    const ask: FakeMaker = async (req, rng, key) => {
      const prepared = prepareRequest(req);
      const target = targetVoice(prepared, rng);
      const voice = target ? describeVoice(target, detectDialect(prepared.stories)) : [];
      out[key] = buildPrompt(req, toneExamples(req, await loadCorpus(req.category), rng), voice);
      return { text: '(prompt)', id: key };
    };
    await dealRealSets(rounds, seed, count, ask);
    const training = await dealRealSets(trainingRounds, seed + 1, 1, ask, count);
    // only the training rounds a trained reader will see need a reply
    const shown = new Set(trainingPicks(training, TRAINING_FAKES, seed).map((p) => p.key));
    for (const key of Object.keys(out))
      if (key.startsWith(`${setName(count)}|`) && !shown.has(key)) delete out[key];
    writeFileSync(join(dir, 'prompts.json'), JSON.stringify(out, null, 1));
    console.log(
      `Wrote ${Object.keys(out).length} prompts to ${join(dir, 'prompts.json')}: answer each as the model would, into a JSON object of the same keys, then run eval:fakes -- real --seed ${seed} --sets ${count} --answers <that file>`,
    );
    return 0;
  }
  let make = corpusFake;
  if (generator === 'llm') {
    const replies = JSON.parse(readFileSync(args[answersAt + 1] ?? '', 'utf8')) as Record<
      string,
      string
    >;
    let fellBack = 0;
    make = async (req, rng, key) => {
      const prepared = prepareRequest(req);
      const target = targetVoice(prepared, rng);
      // the same draws as the prompt's, so the voice asked for is the voice chosen by
      toneExamples(req, await loadCorpus(req.category), rng);
      const reply = replies[key];
      const chosen =
        reply === undefined
          ? null
          : chooseCandidate(
              readCandidates(reply),
              prepared,
              target,
              (await loadCorpus(req.category)).subjectStems,
            );
      if (chosen?.ok) return { text: chosen.text, id: `llm:${key}` };
      if (!key.startsWith(`${setName(count)}|`)) fellBack++;
      return corpusFake(req, rng, key);
    };
    const sets = await dealRealSets(rounds, seed, count, make);
    const training = await dealRealSets(trainingRounds, seed + 1, 1, make, count);
    writeRealSets(dir, { seed, generator, sets }, training);
    console.log(
      `${fellBack} rounds fell back to the corpus (no reply, or no candidate passed the gates)`,
    );
    return 0;
  }
  const training = await dealRealSets(trainingRounds, seed + 1, 1, make, count);
  const sets = await dealRealSets(rounds, seed, count, make, 0, shownIds(training, seed));
  writeRealSets(dir, { seed, generator, sets }, training);
  return 0;
}

/** The fakes a trained reader is shown, which the sets' device then never deals again. */
function shownIds(training: readonly RealSet[], seed: number): string[] {
  return trainingPicks(training, TRAINING_FAKES, seed).map((p) => p.round.fakeId);
}

function writeRealSets(dir: string, key: RealKey, training: readonly RealSet[]): void {
  for (const set of key.sets) writeFileSync(join(dir, `set-${set.name}.txt`), renderRealSet(set));
  writeFileSync(join(dir, 'trained-intro.txt'), renderTraining(training, TRAINING_FAKES, key.seed));
  writeFileSync(join(dir, 'key.json'), JSON.stringify(key, null, 1));
  const rounds = key.sets[0]?.rounds ?? [];
  console.log(
    `Wrote ${key.sets.length} sets of ${rounds.length} rounds (${REGISTERS.map((r) => `${rounds.filter((x) => x.register === r).length} ${r}`).join(', ')}) from real writing, the trained reader's introduction and the key, to ${dir}/ (never commit them).`,
  );
  const detector = scorePicks(key.sets, detectorPicks(key.sets, key.seed));
  console.log(`A style detector (surface features only): ${row('overall', detector.overall)}`);
}

async function main(args: string[]): Promise<number> {
  if (args[0] === 'real' || args[0] === 'real-prompts')
    return real(args.slice(1), args[0] === 'real-prompts');
  const keyAt = args.indexOf('--key');
  if (args[0] === 'score' && keyAt >= 0) {
    const key = JSON.parse(readFileSync(args[keyAt + 1] ?? '', 'utf8')) as RealKey;
    const files = args.slice(1).filter((_, i) => i + 1 !== keyAt && i + 1 !== keyAt + 1);
    const picks = files.map(readPicks);
    const score = scorePicks(key.sets.slice(0, files.length), picks);
    console.log(`Real writing, ${key.generator} fakes, seed ${key.seed}`);
    console.log(formatScore(score, REAL_GOAL));
    console.log(
      ['', 'by register:', ...byRegister(key.sets.slice(0, files.length), picks)].join('\n'),
    );
    return 0;
  }
  const problems = validateRounds(EVAL_ROUNDS);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }
  const keyPath = join(OUT_DIR, 'key.json');
  if (args[0] === 'score') {
    const key = JSON.parse(readFileSync(keyPath, 'utf8')) as Key;
    const files = args.slice(1);
    if (files.length === 0 || files.length > key.sets.length) {
      console.error(
        `usage: eval:fakes -- score <picks of set A> [<picks of set B> …] (${key.sets.length} sets)`,
      );
      return 2;
    }
    const score = scorePicks(key.sets.slice(0, files.length), files.map(readPicks));
    console.log(formatScore(score));
    const worst = Math.max(...[...score.perCategory.values()].map(ratio));
    return ratio(score.overall) <= GOAL_OVERALL && worst <= GOAL_CATEGORY ? 0 : 1;
  }
  const copies = await nearCopiesOfRounds(EVAL_ROUNDS);
  if (copies.length > 0)
    console.warn(
      `warning: ${copies.length} corpus entries say nearly what a hand-written entry says (${copies.slice(0, 10).join(', ')}…): rewrite them, or readers judge pairs`,
    );
  const seed = flag(args, '--seed', 2026);
  const count = flag(args, '--sets', 2);
  const sets = await dealSets(EVAL_ROUNDS, seed, count);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const set of sets) writeFileSync(join(OUT_DIR, `set-${set.name}.txt`), renderSet(set));
  writeFileSync(keyPath, JSON.stringify({ seed, sets } satisfies Key, null, 1));
  console.log(
    `Wrote ${sets.map((s) => join(OUT_DIR, `set-${s.name}.txt`)).join(', ')} (${EVAL_ROUNDS.length} rounds each) and the key ${keyPath}.`,
  );
  console.log(
    'Give each set to a fresh reader (never shown the generator, corpus, key or another set), then:\n' +
      `  npm run eval:fakes -- score ${sets.map((s) => `picks-${s.name}.json`).join(' ')}\n`,
  );
  const detector = scorePicks(sets, detectorPicks(sets, seed));
  console.log(
    `Second figure, a style detector (surface features only): ${row('overall', detector.overall)}`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
