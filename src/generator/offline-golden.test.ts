// Pins the offline picker's answers (issue 22's speed work): the same request, corpus and seeded
// random numbers must keep giving the same fake, word for word, when the generator is made faster.
// The pins are the bench's own round (bench/http.ts) and every hand-written eval round at every
// randomness level, with a device's memory of recent fakes growing as a real one does.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '../engine/categories';
import { createSeededRng } from '../engine/random';
import { RANDOMNESS_LEVELS } from '../engine/settings';
import { EVAL_ROUNDS } from '../../bench/eval-rounds';
import type { CorpusIndex } from './corpus';
import { loadCorpus } from './corpus-files';
import { RECENT_FAKES_KEPT } from './corpus-id';
import { pickFake, type OfflineFake } from './offline';
import type { FakeRequest } from './request';

const corpora = new Map<CategoryId, CorpusIndex>(
  await Promise.all(CATEGORY_IDS.map(async (id) => [id, await loadCorpus(id)] as const)),
);
const corpus = (id: CategoryId) => corpora.get(id) as CorpusIndex;

/** The body bench/http.ts posts to /api/generate-story. */
const BENCH_REQUEST: FakeRequest = {
  category: 'awkward',
  stories: [
    'i waved back at someone who was waving at the person behind me',
    'walked into a glass door at the dentist lol',
  ],
  contentType: 'story',
  randomnessLevel: 50,
  ageRange: 'young-adults',
};

const line = (f: OfflineFake) => `${f.id} [${f.relaxed.join(',')}] ${f.text}`;

describe('the offline picker, pinned', () => {
  it('gives the bench round the same fakes for seeds 0–39', async () => {
    const fakes = Array.from({ length: 40 }, (_, seed) =>
      line(pickFake(BENCH_REQUEST, corpus('awkward'), createSeededRng(seed))),
    );
    await expect(fakes.join('\n') + '\n').toMatchFileSnapshot('./__golden__/bench-round.txt');
  });

  it('gives every eval round at every level the same fakes, recent fakes remembered', async () => {
    const rng = createSeededRng(2026);
    let recent: string[] = [];
    const fakes: string[] = [];
    for (let i = 0; i < EVAL_ROUNDS.length * RANDOMNESS_LEVELS.length * 2; i++) {
      const round = EVAL_ROUNDS[i % EVAL_ROUNDS.length]!;
      const fake = pickFake(
        {
          category: round.category,
          contentType: CATEGORIES.find((c) => c.id === round.category)!.type,
          stories: round.entries.slice(1),
          randomnessLevel: RANDOMNESS_LEVELS[i % RANDOMNESS_LEVELS.length]!,
          ageRange: round.ageRange,
          recentFakeIds: recent,
        },
        corpus(round.category),
        rng,
      );
      fakes.push(`${round.id} ${line(fake)}`);
      recent = [...recent, fake.id].slice(-RECENT_FAKES_KEPT);
    }
    await expect(fakes.join('\n') + '\n').toMatchFileSnapshot('./__golden__/eval-rounds.txt');
  });
});
