import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryId, ContentType } from './categories';
import { MAX_ENTRY_CHARS } from './constants';
import { chooseFaker } from './faker';
import { createSeededRng } from './random';
import { currentRoundOf, createInitialState } from './state';
import {
  allStoriesSubmitted,
  contentTypeOf,
  countSentences,
  storyOf,
  submitStory,
  validateEntry,
} from './stories';
import { readAloud } from './read-aloud';
import { deepFreeze, startedGame, unwrap } from './test-helpers';

describe('countSentences (SPEC §5)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['...', 0],
    ['I fell over', 1],
    ['I fell over.', 1],
    ['I fell over...', 1],
    ['3.', 1],
    ['I fell over. Everyone saw', 2],
    ['Really?! Yes.', 2],
    ['One. Two! Three?', 3],
    ['  . a .  . b  ', 2],
    // issue 16: points that end no sentence
    ['I paid 3.50 for a coffee.', 1],
    ['Mr. Smith is the best teacher.', 1],
    ['Mrs. and Ms. Jones vs. the rest, St. Ives etc.', 1],
    ['Dr. Who is great.', 1],
    ['wait... what', 1],
    ['wait… what', 1],
    ['I like fruit, e.g. apples, i.e. the best one', 1],
    ['it was 10.5 km. I walked it all', 2],
    ['I met Dr. Who. He was nice', 2],
    ['What?! No... really', 2],
  ])('%j has %i sentence(s)', (text, count) => {
    expect(countSentences(text)).toBe(count);
  });
});

describe('validateEntry (SPEC §5 Story input)', () => {
  it.each<[string, ContentType, Expected]>([
    ['  I fell over.  ', 'story', { ok: true, value: 'I fell over.' }],
    ['I fell. Everyone saw.', 'story', { ok: true, value: 'I fell. Everyone saw.' }],
    ['Pineapple belongs on pizza', 'statement', { ok: true, value: 'Pineapple belongs on pizza' }],
    [
      '',
      'story',
      { ok: false, title: 'Empty Story', message: 'Please write something before submitting.' },
    ],
    [
      ' \n ',
      'statement',
      { ok: false, title: 'Empty Statement', message: 'Please write something before submitting.' },
    ],
    [
      'A. B. C.',
      'story',
      { ok: false, title: 'Too Long', message: 'Please keep your story to 2 sentences maximum.' },
    ],
    [
      'A. B.',
      'statement',
      {
        ok: false,
        title: 'Too Long',
        message: 'Please keep your statement to 1 sentence maximum.',
      },
    ],
  ])('%j as a %s', (content, type, expected) => {
    expectValidation(content, type, expected);
  });
});

describe('validateEntry: the entry cap of MAX_ENTRY_CHARS characters', () => {
  const tooLong = (type: ContentType) => ({
    ok: false as const,
    title: 'Too Long',
    message: `Please keep your ${type} to ${MAX_ENTRY_CHARS} characters maximum.`,
  });
  const x = (n: number) => 'x'.repeat(n);

  it('is 500 characters', () => {
    expect(MAX_ENTRY_CHARS).toBe(500);
  });

  it.each<[string, ContentType, string, Expected]>([
    ['exactly the cap', 'story', x(MAX_ENTRY_CHARS), { ok: true, value: x(MAX_ENTRY_CHARS) }],
    [
      'the cap with spaces around (trimmed first)',
      'statement',
      `  ${x(MAX_ENTRY_CHARS)} \n`,
      { ok: true, value: x(MAX_ENTRY_CHARS) },
    ],
    ['one over the cap', 'story', x(MAX_ENTRY_CHARS + 1), tooLong('story')],
    ['one over the cap', 'statement', x(MAX_ENTRY_CHARS + 1), tooLong('statement')],
    ['far over the cap', 'story', x(MAX_ENTRY_CHARS * 4), tooLong('story')],
    // the cap is checked before the sentences: the toast names what the text area enforces
    ['over the cap and the sentence limit', 'story', 'A. '.repeat(200), tooLong('story')],
  ])('%s, as a %s', (_label, type, content, expected) => {
    expectValidation(content, type, expected);
  });
});

type Expected = { ok: true; value: string } | { ok: false; title: string; message: string };

/** validateEntry's answer: the trimmed entry, or the toast's title and message. */
function expectValidation(content: string, type: ContentType, expected: Expected) {
  const result = validateEntry(content, type);
  if (expected.ok) expect(result).toEqual(expected);
  else
    expect(result).toMatchObject({
      ok: false,
      error: { title: expected.title, message: expected.message },
    });
}

describe('contentTypeOf (SPEC §3 Category)', () => {
  it.each<[CategoryId, ContentType]>([
    ['awkward', 'story'],
    ['unpopular', 'statement'],
    ['intimate', 'story'],
  ])('%s is a %s', (id, type) => {
    expect(contentTypeOf(id)).toBe(type);
  });

  it('treats an unknown category from stored data as a story', () => {
    expect(contentTypeOf('nope' as CategoryId)).toBe('story');
  });
});

describe('submitStory (SPEC §4 Game flow, §5 Story input)', () => {
  const game = deepFreeze(startedGame(['Ann', 'Bob', 'Cy']));
  const [ann, bob] = game.players;

  it('stores the current player’s trimmed entry and passes the turn on', () => {
    const next = unwrap(submitStory(game, '  I waved at a stranger.  '));
    expect(currentRoundOf(next)?.stories).toEqual([
      { playerId: ann!.id, content: 'I waved at a stranger.' },
    ]);
    expect(next.currentPlayerIndex).toBe(1);
  });

  it('replaces the player’s earlier entry instead of adding a second one', () => {
    const once = unwrap(submitStory(game, 'First.'));
    const twice = unwrap(submitStory({ ...once, currentPlayerIndex: 0 }, 'Second.'));
    expect(currentRoundOf(twice)?.stories).toEqual([{ playerId: ann!.id, content: 'Second.' }]);
  });

  it('wraps the turn after the last player', () => {
    const next = unwrap(submitStory({ ...game, currentPlayerIndex: 2 }, 'Mine.'));
    expect(next.currentPlayerIndex).toBe(0);
  });

  it.each<[string, string, string]>([
    ['an empty entry', '   ', 'empty-entry'],
    ['a story of three sentences', 'A. B. C.', 'entry-too-long'],
    ['an entry over the character cap', 'x'.repeat(MAX_ENTRY_CHARS + 1), 'entry-too-many-chars'],
  ])('rejects %s', (_, content, code) => {
    expect(submitStory(game, content)).toMatchObject({ ok: false, error: { code } });
  });

  it('checks the limit of the round’s content type (statement: 1 sentence)', () => {
    const statements = startedGame(['Ann', 'Bob', 'Cy'], { categories: ['unpopular'] });
    expect(submitStory(statements, 'A. B.')).toMatchObject({
      ok: false,
      error: {
        code: 'entry-too-long',
        message: 'Please keep your statement to 1 sentence maximum.',
      },
    });
  });

  it('rejects with no current player, using the empty-entry toast', () => {
    expect(submitStory({ ...game, currentPlayerIndex: 5 }, 'Hi.')).toMatchObject({
      ok: false,
      error: { code: 'no-current-player', title: 'Empty Story' },
    });
  });

  it('rejects when no round is in progress', () => {
    expect(submitStory(createInitialState(), 'Hi.')).toMatchObject({
      ok: false,
      error: { code: 'no-current-round' },
    });
  });

  it('rejects once the faker is chosen, so the fake cannot be overwritten', () => {
    const all = [1, 2, 3].reduce((s) => unwrap(submitStory(s, 'Mine.')), game);
    const withFaker = unwrap(chooseFaker(all, createSeededRng(1)));
    expect(submitStory(withFaker, 'Changed.')).toMatchObject({
      ok: false,
      error: { code: 'stories-closed' },
    });
  });

  it('storyOf finds a player’s story', () => {
    const round = currentRoundOf(unwrap(submitStory(game, 'Mine.')))!;
    expect(storyOf(round, ann!.id)?.content).toBe('Mine.');
    expect(storyOf(round, bob!.id)).toBeUndefined();
  });

  it('property: a round never holds two stories from one player', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ index: fc.nat({ max: 3 }), text: fc.string({ maxLength: 20 }) }), {
          maxLength: 25,
        }),
        (submissions) => {
          let state = game;
          for (const { index, text } of submissions) {
            const result = submitStory({ ...state, currentPlayerIndex: index }, text);
            if (result.ok) state = result.value;
          }
          const ids = currentRoundOf(state)!.stories.map((s) => s.playerId);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
    );
  });
});

describe('allStoriesSubmitted', () => {
  it('is true only once every current player has an entry', () => {
    let state = startedGame(['Ann', 'Bob', 'Cy']);
    for (let i = 0; i < 3; i++) {
      expect(allStoriesSubmitted(state)).toBe(false);
      state = unwrap(submitStory(state, `Story ${i}`));
    }
    expect(allStoriesSubmitted(state)).toBe(true);
  });

  it('is false without a round or without players', () => {
    expect(allStoriesSubmitted(createInitialState())).toBe(false);
    expect(allStoriesSubmitted({ ...startedGame(['Ann', 'Bob', 'Cy']), players: [] })).toBe(false);
  });
});

describe('readAloud (issue 21, item 18: who read what, for the discussion)', () => {
  it('lists each reader with the text they read, in reading order, the fake as read', () => {
    let state = startedGame(['Ann', 'Bob', 'Cy']);
    for (const text of ['Ann wrote.', 'Bob wrote.', 'Cy wrote.'])
      state = unwrap(submitStory(state, text));
    state = unwrap(chooseFaker(state, () => 0.5)); // Bob
    const round = currentRoundOf(state)!;
    const bob = state.players[1]!;
    expect(round.faker?.id).toBe(bob.id);
    const faked = {
      ...state,
      gameRounds: [
        {
          ...round,
          stories: round.stories.map((s) =>
            s.playerId === bob.id ? { ...s, content: 'The fake.', isFake: true } : s,
          ),
        },
      ],
    };
    const read = readAloud(faked);
    expect(read.map((r) => [r.player.name, r.content])).toEqual([
      ['Ann', 'Ann wrote.'],
      ['Bob', 'The fake.'],
      ['Cy', 'Cy wrote.'],
    ]);
    // Nothing in what is listed marks the faker: every row has the same keys.
    for (const row of read) expect(Object.keys(row).sort()).toEqual(['content', 'player']);
    expect(JSON.stringify(read)).not.toContain('isFake');
  });

  it('skips a player with no entry, and is empty without a round', () => {
    const state = unwrap(submitStory(startedGame(['Ann', 'Bob', 'Cy']), 'Only Ann.'));
    expect(readAloud(state).map((r) => r.player.name)).toEqual(['Ann']);
    expect(readAloud(createInitialState())).toEqual([]);
  });
});
