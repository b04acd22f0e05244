// The blind reader test among real writing (issue 20), on invented entries: the real ones stay in
// ../shared/real-writing and are never copied into the repository, tests included.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, findCategory } from '../src/engine/categories';
import { loadCorpus, pickFake } from '../src/generator';
import { byRegister, scorePicks } from './eval-fakes';
import {
  buildRealRounds,
  dealRealSets,
  readRealEntries,
  renderRealSet,
  renderTraining,
  trainingPicks,
  type FakeMaker,
} from './eval-real';

// Invented, in the file's shape: per category 9 one-liners and 7 blog cuts, and a few entries the
// reader must drop (too many sentences for the category, an unknown category, no text).
const invented = CATEGORY_IDS.flatMap((category) =>
  ['one-liner', 'blog'].flatMap((register) =>
    Array.from({ length: register === 'one-liner' ? 9 : 7 }, (_, i) => ({
      category,
      contentType: findCategory(category)!.type,
      register,
      text: `entry ${i} (${register === 'one-liner' ? 'quick' : 'cut'}, ${category.toUpperCase()}) about a ${['kettle', 'bus', 'cat', 'cake', 'hat', 'door', 'lamp', 'kite', 'boat'][i]}`,
      source: 'invented for this test',
    })),
  ),
);
const dir = mkdtempSync(join(tmpdir(), 'real-writing-'));
const path = join(dir, 'entries.json');
writeFileSync(
  path,
  JSON.stringify([
    ...invented,
    { category: 'habits', register: 'one-liner', text: 'One. Two sentences.', source: 'x' },
    { category: 'lunch', register: 'one-liner', text: 'no such category', source: 'x' },
    { category: 'habits', register: 'blog', text: '   ', source: 'x' },
  ]),
);
const entries = readRealEntries(path);

const corpusFake: FakeMaker = async (req, rng) => {
  const fake = pickFake(req, await loadCorpus(req.category), rng);
  return { text: fake.text, id: fake.id };
};

describe('rounds from real writing', () => {
  it('reads the entries a player could have typed, and nothing from a missing file', () => {
    expect(entries).toHaveLength(invented.length);
    expect(readRealEntries(join(dir, 'missing.json'))).toEqual([]);
  });

  it('cuts them into rounds of 3–5 of one category and register, each entry once', () => {
    const rounds = buildRealRounds(entries, 7);
    for (const round of rounds) {
      expect(round.entries.length).toBeGreaterThanOrEqual(3);
      expect(round.entries.length).toBeLessThanOrEqual(5);
      for (const e of round.entries) {
        expect(e).toContain(round.register === 'one-liner' ? '(quick' : '(cut');
        expect(e).toContain(round.category.toUpperCase());
      }
    }
    const used = rounds.flatMap((r) => r.entries);
    expect(new Set(used).size).toBe(used.length);
    expect(used.length).toBe(entries.length);
    // another seed is another deal
    expect(buildRealRounds(entries, 8).map((r) => r.entries)).not.toEqual(
      rounds.map((r) => r.entries),
    );
  });

  it('deals one fake per round where the key says, remembered like one device, and never one the trained reader saw', async () => {
    const rounds = buildRealRounds(entries, 7);
    const training = await dealRealSets(buildRealRounds(entries, 8), 8, 1, corpusFake, 2);
    const shown = trainingPicks(training, 40, 7);
    expect(shown).toHaveLength(40);
    const seen = shown.map((p) => p.round.fakeId);
    const sets = await dealRealSets(rounds, 7, 2, corpusFake, 0, seen);
    for (const set of sets) {
      const ids = set.rounds.map((r) => r.fakeId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(seen).not.toContain(id);
      for (const dealt of set.rounds) {
        const original = rounds.find((r) => r.id === dealt.id)!;
        expect(dealt.entries).toHaveLength(original.entries.length);
        const notReal = dealt.entries
          .map((e, i) => [e, i + 1] as const)
          .filter(([e]) => !original.entries.includes(e));
        expect(notReal.map(([, place]) => place)).toEqual([dealt.fake]);
      }
    }
    const text = renderRealSet(sets[0]!);
    expect(text).not.toMatch(
      new RegExp(`\\b(?:${CATEGORY_IDS.join('|')})-\\d+\\b|fakeId|one-liner`),
    );
    expect(
      renderTraining(training, 40, 7)
        .split('\n')
        .filter((l) => l.startsWith('- [')),
    ).toHaveLength(40);
    // scored by register as well as overall
    const perfect = sets.map((s) => s.rounds.map((r) => r.fake));
    expect(scorePicks(sets, perfect).overall.hits).toBe(2 * rounds.length);
    expect(byRegister(sets, perfect).join('\n')).toMatch(/one-liner .*100%[\s\S]*blog .*100%/);
  });
});
