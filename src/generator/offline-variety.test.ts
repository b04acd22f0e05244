// Enough material: 200 generations for one category and one setting (randomness level × age range)
// repeat no entry more than twice. The round is six typical entries (4 to 17 words, every casing and
// ending), so each generation copies the style of one of them. Kept in its own file so Vitest runs it
// in parallel with the other generator tests.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../engine/categories';
import { createSeededRng } from '../engine/random';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../engine/settings';
import { generateOfflineFake } from './offline';

const ROUNDS = {
  story: [
    'i pushed a door that said pull at my job interview lol',
    'Walked into the wrong classroom and sat down for 10 mins. Nobody said anything!!',
    'my mum called my crush by the wrong name when she picked us up from the cinema',
    'i fell over in the middle of town in front of loads of people',
    'Got stuck in a lift with my old teacher for twenty minutes',
    'sent a voice note moaning about my boss to my boss 💀',
  ],
  statement: [
    'pineapple on pizza is actually elite',
    'I genuinely think cats are smarter than most people.',
    'i sleep with socks on every single night even in summer lol',
    'Mondays are honestly fine tbh',
    'people who clap when the plane lands are right and i will die on this hill',
    'i always salute magpies',
  ],
} as const;

const GENERATIONS = 200;
const MAX_REPEATS = 2;

/**
 * Category/age settings whose banks are still too thin for the rule. Listed here, they are skipped
 * with a printed notice instead of hidden; the generator issue stays open until this is empty.
 */
const KNOWN_GAPS = new Set<string>([]);

describe.each(CATEGORIES)(
  '$id: 200 generations repeat no entry more than twice',
  ({ id, type }) => {
    for (const ageRange of AGE_RANGES) {
      if (KNOWN_GAPS.has(`${id}/${ageRange}`)) {
        console.warn(
          `[generator] SKIPPED ${id}/${ageRange}: an entry repeats more than twice in 200 generations (known gap: the banks are too thin)`,
        );
        it.skip(`for every randomness level, age range ${ageRange} (known gap)`, () => {});
        continue;
      }
      it(`for every randomness level, age range ${ageRange}`, () => {
        for (const randomnessLevel of RANDOMNESS_LEVELS) {
          const rng = createSeededRng(randomnessLevel * 31 + AGE_RANGES.indexOf(ageRange));
          const counts = new Map<string, number>();
          for (let i = 0; i < GENERATIONS; i++) {
            const fake = generateOfflineFake(
              { category: id, contentType: type, stories: ROUNDS[type], randomnessLevel, ageRange },
              rng,
            );
            counts.set(fake, (counts.get(fake) ?? 0) + 1);
          }
          const [worst, times] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
          expect(times, `level ${randomnessLevel}: "${worst}"`).toBeLessThanOrEqual(MAX_REPEATS);
        }
      });
    }
  },
);
