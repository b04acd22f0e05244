// Offline fake generation speed (issue 12: p95 at most 2 ms per fake on the server): times picks from
// the corpus over the hand-written eval rounds, every randomness level, seeded, with a device's
// memory of its last 200 fakes growing as a real one would. Corpus files are loaded first. Not a test:
// `npx tsx bench/generator-bench.ts` (also run by `npm run bench`).
import { pathToFileURL } from 'node:url';
import { findCategory } from '../src/engine/categories';
import { createSeededRng } from '../src/engine/random';
import { RANDOMNESS_LEVELS } from '../src/engine/settings';
import { loadCorpus, pickFake, RECENT_FAKES_KEPT } from '../src/generator';
import { percentile } from './lib/load';
import { EVAL_ROUNDS } from './eval-rounds';

export async function runGeneratorBench(
  generations = 2_000,
): Promise<{ p50: number; p95: number }> {
  const rng = createSeededRng(2026);
  const timings: number[] = [];
  const corpora = new Map(
    await Promise.all(
      EVAL_ROUNDS.map(async (r) => [r.category, await loadCorpus(r.category)] as const),
    ),
  );
  let recent: string[] = [];
  for (let i = 0; i < generations + 100; i++) {
    const round = EVAL_ROUNDS[i % EVAL_ROUNDS.length]!;
    const contentType = findCategory(round.category)!.type;
    const started = performance.now();
    const fake = pickFake(
      {
        category: round.category,
        contentType,
        stories: round.entries.slice(1),
        randomnessLevel: RANDOMNESS_LEVELS[i % RANDOMNESS_LEVELS.length]!,
        ageRange: round.ageRange,
        recentFakeIds: recent,
      },
      corpora.get(round.category)!,
      rng,
    );
    // The first 100 warm the JIT up and are not counted.
    if (i >= 100) timings.push(performance.now() - started);
    recent = [...recent, fake.id].slice(-RECENT_FAKES_KEPT);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { p50, p95 } = await runGeneratorBench();
  console.log(
    `offline generation over ${EVAL_ROUNDS.length} rounds: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget 2 ms)`,
  );
}
