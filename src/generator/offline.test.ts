// The corpus picker's rules, on the real corpus, seeded.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '../engine/categories';
import { createSeededRng } from '../engine/random';
import { AGE_RANGES, RANDOMNESS_LEVELS, type AgeRange } from '../engine/settings';
import { countSentences } from '../engine/stories';
import { checkPrepared } from './check';
import { fitsAge, type CorpusIndex } from './corpus';
import { loadCorpus } from './corpus-files';
import { RECENT_FAKES_KEPT } from './corpus-id';
import { dialectMarkers, dialectOf } from './dialect';
import { pickFake } from './offline';
import { prepareRequest, type FakeRequest } from './request';
import { contentStems, SAME_STORY_STEMS, sharesRun, tokens } from './text';
import { UK_US, withContractions } from './voice';

/** What a text says, with the voice taken out: British words, contractions long, no opening "I". */
function saying(text: string): string[] {
  let plain = withContractions(text, false).toLowerCase();
  for (const [uk, us] of UK_US) plain = plain.replace(new RegExp(`\\b${us}\\b`, 'g'), uk);
  return tokens(plain).filter((w, i) => !(i === 0 && w === 'i'));
}

const corpora = new Map<CategoryId, CorpusIndex>(
  await Promise.all(CATEGORY_IDS.map(async (id) => [id, await loadCorpus(id)] as const)),
);
const corpus = (id: CategoryId) => corpora.get(id) as CorpusIndex;
const typeOf = (id: CategoryId) => CATEGORIES.find((c) => c.id === id)!.type;

const ROUNDS: Record<'story' | 'statement', readonly string[]> = {
  story: [
    'i waved back at someone who was waving at the person behind me',
    'Called my teacher mum in front of the whole class. Never lived it down',
    'tripped going up the stairs at prizegiving',
    'my stomach rumbled so loud in an exam people turned round',
  ],
  statement: [
    'pineapple on pizza is actually good',
    'I think cats are better than dogs',
    'homework should be banned',
    'summer is the worst season',
  ],
};

function request(category: CategoryId, extra: Partial<FakeRequest> = {}): FakeRequest {
  const contentType = typeOf(category);
  return {
    category,
    contentType,
    stories: ROUNDS[contentType],
    randomnessLevel: 50,
    ageRange: 'young-adults',
    ...extra,
  };
}

/** The corpus entry a fake came from. */
function entryOf(category: CategoryId, id: string) {
  const found = corpus(category).entries.find((e) => e.entry.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

describe('pickFake', () => {
  it.each(CATEGORY_IDS)(
    '%s: a whole corpus entry of the category that passes every gate',
    (category) => {
      for (let seed = 0; seed < 40; seed++) {
        const req = request(category, {
          randomnessLevel: RANDOMNESS_LEVELS[seed % 5]!,
          ageRange: AGE_RANGES[seed % 4]!,
        });
        const fake = pickFake(req, corpus(category), createSeededRng(seed));
        expect(fake.id.startsWith(`${category}-`)).toBe(true);
        // what the entry says, only said in a player's voice
        expect(saying(fake.text)).toEqual(saying(entryOf(category, fake.id).entry.text));
        expect(fake.relaxed).toEqual([]);
        expect(
          checkPrepared(fake.text, prepareRequest(req), corpus(category).subjectStems),
        ).toEqual({
          ok: true,
        });
      }
    },
  );

  it("is typed like one of the round's entries, picked at random: sometimes one, sometimes the other", () => {
    const stories = [
      'i waved back at someone who was waving at the person behind me',
      'I Called My Teacher Mum In Front Of The Whole Class.',
    ];
    const typings = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const fake = pickFake(
        request('awkward', { stories }),
        corpus('awkward'),
        createSeededRng(seed),
      );
      typings.add(fake.text === fake.text.toLowerCase() ? 'lower' : 'capitals');
    }
    expect(typings).toEqual(new Set(['lower', 'capitals']));
  });

  it('is seeded: the same request and random numbers give the same fake', () => {
    const a = pickFake(request('awkward'), corpus('awkward'), createSeededRng(9));
    const b = pickFake(request('awkward'), corpus('awkward'), createSeededRng(9));
    expect(a).toEqual(b);
  });

  it.each(AGE_RANGES)('only entries that suit %s', (age: AgeRange) => {
    for (const category of CATEGORY_IDS) {
      for (let seed = 0; seed < 30; seed++) {
        const fake = pickFake(
          request(category, { ageRange: age }),
          corpus(category),
          createSeededRng(seed),
        );
        expect(fitsAge(entryOf(category, fake.id).entry, age)).toBe(true);
      }
    }
  });

  it("follows the round's British or American words", () => {
    const rounds = {
      uk: [
        'my mum made me queue for ages',
        'i reckon crisps are a meal',
        'lost a quid down the drain',
      ],
      us: [
        'my mom made me go to the mall',
        'candy corn is my favorite',
        'lost ten bucks at the movies',
      ],
    } as const;
    for (const dialect of ['uk', 'us'] as const) {
      for (const category of CATEGORY_IDS) {
        for (let seed = 0; seed < 20; seed++) {
          const req = request(category, { stories: rounds[dialect] });
          const fake = pickFake(req, corpus(category), createSeededRng(seed));
          expect(['any', dialect]).toContain(entryOf(category, fake.id).entry.dialect);
          expect([null, dialect]).toContain(dialectOf(fake.text));
          expect(dialectMarkers(fake.text)[dialect === 'uk' ? 'us' : 'uk']).toBe(0);
        }
      }
    }
  });

  it('keeps within the word range of the real entries (±2) and the sentence limit', () => {
    const short = ['hate mondays', 'love rain', 'socks are pointless']; // 2–3 words: range 1–5
    for (let seed = 0; seed < 30; seed++) {
      const fake = pickFake(
        request('unpopular', { stories: short }),
        corpus('unpopular'),
        createSeededRng(seed),
      );
      const words = tokens(fake.text).length;
      expect(words).toBeGreaterThanOrEqual(1);
      expect(words).toBeLessThanOrEqual(5);
      expect(countSentences(fake.text)).toBe(1);
    }
  });

  it('never copies a real entry, even one typed from the corpus itself', () => {
    const entries = corpus('dating').entries;
    for (let seed = 0; seed < 30; seed++) {
      const stories = [0, 1, 2, 3].map(
        (k) => entries[(seed * 7 + k * 31) % entries.length]!.entry.text,
      );
      const fake = pickFake(
        request('dating', { stories }),
        corpus('dating'),
        createSeededRng(seed),
      );
      for (const story of stories) {
        expect(tokens(fake.text)).not.toEqual(tokens(story));
        expect(sharesRun(fake.text, story, 4)).toBe(false);
      }
    }
  });

  it('never tells the same story as a real entry (two content words in common)', () => {
    for (let seed = 0; seed < 50; seed++) {
      const fake = pickFake(request('awkward'), corpus('awkward'), createSeededRng(seed));
      const about = entryOf('awkward', fake.id).about;
      const subject = corpus('awkward').subjectStems;
      for (const story of ROUNDS.story) {
        const shared = new Set(contentStems(story).filter((s) => about.has(s) && !subject.has(s)));
        expect(shared.size).toBeLessThan(SAME_STORY_STEMS);
      }
    }
  });

  it("prefers the round's subject: a kiss among kisses", () => {
    const kisses = [
      'My first kiss was at a bus stop and I missed and got his ear',
      'we kissed at the end of the date and our teeth clacked so loud we both stopped',
      'I went in for a kiss on the doorstep and her dad opened the door',
    ];
    let onSubject = 0;
    for (let seed = 0; seed < 40; seed++) {
      const fake = pickFake(
        request('intimate', { stories: kisses, ageRange: 'adults' }),
        corpus('intimate'),
        createSeededRng(seed),
      );
      if (/\bkiss|\blips?\b|\bsnog|\bmake out|\bmade out/i.test(fake.text)) onSubject++;
    }
    // well above the share of kiss entries in the whole file
    const share =
      corpus('intimate').entries.filter((e) =>
        /\bkiss|\blips?\b|\bsnog|\bmake out|\bmade out/i.test(e.entry.text),
      ).length / corpus('intimate').entries.length;
    expect(onSubject / 40).toBeGreaterThan(Math.min(0.9, share * 1.5));
  });

  it('follows the randomness level: More Believable is ordinary, More Creative surprising', () => {
    const meanLevel = (level: 10 | 90) => {
      let sum = 0;
      for (let seed = 0; seed < 60; seed++) {
        const category = CATEGORY_IDS[seed % CATEGORY_IDS.length]!;
        const fake = pickFake(
          request(category, { randomnessLevel: level }),
          corpus(category),
          createSeededRng(seed),
        );
        const picked = entryOf(category, fake.id).entry.level;
        expect(Math.abs(picked - level)).toBeLessThanOrEqual(20);
        sum += picked;
      }
      return sum / 60;
    };
    expect(meanLevel(10)).toBeLessThan(25);
    expect(meanLevel(90)).toBeGreaterThan(75);
  });

  it('is typed like the round: lower case, capitals and full stops, dropped apostrophes', () => {
    const lower = [
      'i fell asleep on the bus',
      'my phone died at the worst time',
      'got lost in ikea for an hour',
    ];
    const tidy = [
      'I fell asleep on the bus.',
      'My phone died at the worst time.',
      'I got lost in IKEA for an hour.',
    ];
    const noApostrophes = [
      'i dont like the bus',
      'im always late for stuff',
      'i cant whistle at all',
    ];
    for (let seed = 0; seed < 20; seed++) {
      const a = pickFake(
        request('awkward', { stories: lower }),
        corpus('awkward'),
        createSeededRng(seed),
      );
      expect(a.text).toBe(a.text.toLowerCase());
      expect(a.text).not.toMatch(/[.!]$/);
      const b = pickFake(
        request('awkward', { stories: tidy }),
        corpus('awkward'),
        createSeededRng(seed),
      );
      expect(b.text).toMatch(/^[A-Z]/);
      expect(b.text).toMatch(/[.!?]$/);
      expect(b.text).not.toMatch(/\bi\b/);
      const c = pickFake(
        request('habits', { stories: noApostrophes }),
        corpus('habits'),
        createSeededRng(seed),
      );
      expect(c.text).not.toMatch(/\b\w+'(?:t|m|ve|s)\b/);
    }
  });

  it('gives a tidy round no text-speak', () => {
    const tidy = [
      'I fell asleep on the bus.',
      'My phone died at the worst time.',
      'I got lost in IKEA for an hour.',
    ];
    for (let seed = 0; seed < 40; seed++) {
      const fake = pickFake(
        request('awkward', { stories: tidy }),
        corpus('awkward'),
        createSeededRng(seed),
      );
      expect(fake.text).not.toMatch(/\b(?:lol|ngl|tbh|u|bc|lmao)\b/i);
    }
  });

  it('never repeats one of the last 200 fakes of a device (a device playing 600 rounds)', () => {
    const rng = createSeededRng(77);
    let recent: string[] = [];
    for (let round = 0; round < 600; round++) {
      const category = CATEGORY_IDS[Math.floor(rng() * CATEGORY_IDS.length)]!;
      const fake = pickFake(
        request(category, {
          ageRange: AGE_RANGES[Math.floor(rng() * 4)]!,
          randomnessLevel: RANDOMNESS_LEVELS[Math.floor(rng() * 5)]!,
          recentFakeIds: recent,
        }),
        corpus(category),
        rng,
      );
      expect(recent).not.toContain(fake.id);
      recent = [...recent, fake.id].slice(-RECENT_FAKES_KEPT);
    }
  });

  it('200 fakes in a row from one category and one group never repeat', () => {
    const rng = createSeededRng(5);
    const seen = new Set<string>();
    const others = corpus('unpopular').entries;
    for (let round = 0; round < 200; round++) {
      // the group's own entries change every round, as they would
      const stories = [0, 1, 2, 3].map(() => others[Math.floor(rng() * others.length)]!.entry.text);
      const fake = pickFake(
        request('guilty', { ageRange: 'adults', stories, recentFakeIds: [...seen] }),
        corpus('guilty'),
        rng,
      );
      expect(seen.has(fake.id)).toBe(false);
      seen.add(fake.id);
    }
  });

  it('relaxes a gate, in order, rather than fail: every entry recent → a recent one, said so', () => {
    const all = corpus('beliefs').entries.map((e) => e.entry.id);
    const fake = pickFake(
      request('beliefs', { recentFakeIds: all }),
      corpus('beliefs'),
      createSeededRng(1),
    );
    expect(fake.relaxed).toEqual(['level', 'topic', 'dialect', 'recent']);
    expect(fake.id.startsWith('beliefs-')).toBe(true);
  });

  it('makes a fake with no usable real entry (the default word range)', () => {
    const fake = pickFake(
      request('politics', { stories: ['  ', '🙂'] }),
      corpus('politics'),
      createSeededRng(3),
    );
    expect(fake.id.startsWith('politics-')).toBe(true);
  });
});
