// Issue 24, part 2: how the fake is made. Every rule is played through apply(), as the client plays
// it: the mode as a setup move, the round's method and faker decided when the round starts, the
// faker's own entry as the fake, the mode at random, and the custom-category fallback chosen at
// the start and never mid-round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryId } from './categories';
import {
  apply,
  createSeededRng,
  currentPlayer,
  currentRoundOf,
  FAKE_MODES,
  fakeMethodOf,
  isValidGame,
  newGame,
  writerNoteOf,
  type Effect,
  type FakeMode,
  type Game,
  type GameState,
  type Move,
  type Rng,
} from './index';
import { startRound } from './fake-rounds';
import { sequenceRng } from './test-helpers';

const NOW = Date.UTC(2026, 10, 26, 19);
const NAMES = ['Ann', 'Bob', 'Cy'];

function unwrapApplied(game: Game, move: Move, rng: Rng): { game: Game; effects: Effect[] } {
  const result = apply(game, move, { rng, now: NOW });
  if (!result.ok) throw new Error(`${move.type}: ${result.error.code}`);
  return result.value;
}

/** A game under test, with every game it went through. */
class Table {
  game: Game;
  effects: Effect[] = [];
  seen: Game[] = [];
  constructor(private rng: Rng) {
    this.game = newGame();
  }
  get s(): GameState {
    return this.game.state;
  }
  get round() {
    return currentRoundOf(this.s)!;
  }
  play(move: Move, rng: Rng = this.rng): this {
    const applied = unwrapApplied(this.game, move, rng);
    this.game = applied.game;
    this.effects = applied.effects;
    this.seen.push(applied.game);
    return this;
  }
  /** Every player writes "<name> did a thing." (the last entry with `lastRng`). */
  writeAll(lastRng: Rng = this.rng): this {
    const count = this.s.players.length;
    for (let i = 0; i < count; i++) {
      const content = `${currentPlayer(this.s)!.name} did a thing.`;
      this.play({ type: 'submit-entry', content }, i === count - 1 ? lastRng : this.rng);
    }
    return this;
  }
  /** From storytelling-intro (or awaiting-fake) to the reveal: everyone votes for the next player. */
  finishRound(): this {
    if (this.game.phase === 'awaiting-fake')
      this.play({ type: 'fake-arrived', content: 'A fake.' });
    this.play({ type: 'start-storytelling' });
    for (let i = 1; i < this.s.players.length; i++) this.play({ type: 'next-reader' });
    this.play({ type: 'start-discussion' }).play({ type: 'start-voting' });
    this.play({ type: 'ready-to-vote' });
    for (let i = 0; i < this.s.players.length; i++) {
      const suspect = this.s.players[(i + 1) % this.s.players.length]!;
      this.play({ type: 'vote', suspectId: suspect.id });
    }
    return this;
  }
}

/** A table in setup with Ann, Bob and Cy, `rounds` rounds of the given categories and the mode. */
function table(
  mode: FakeMode | null,
  { rounds = 1, categories = ['awkward'] as string[], seed = 7 } = {},
): Table {
  const t = new Table(createSeededRng(seed));
  for (const name of NAMES) t.play({ type: 'add-player', name });
  t.play({ type: 'set-rounds', rounds });
  // custom ids come from the custom-categories branch; the engine takes any id a round holds
  t.game = {
    ...t.game,
    state: { ...t.s, selectedCategories: categories as CategoryId[] },
  };
  if (mode) t.play({ type: 'set-fake-mode', mode });
  return t;
}

describe('the setting "How the fake is made" (a setup move)', () => {
  it.each(FAKE_MODES)('sets %s', (mode) => {
    expect(table(mode).s.fakeMode).toBe(mode);
  });

  it('is the machine when never set (the SPEC flow, and saves from before the setting)', () => {
    const t = table(null).play({ type: 'start' });
    expect(t.s.fakeMode).toBeUndefined();
    expect(t.round.fakeMethod).toBe('machine');
    expect(t.round.faker).toBeNull();
  });

  it('refuses a mode it does not know, and nothing changes', () => {
    const t = table('random');
    const result = apply(
      t.game,
      { type: 'set-fake-mode', mode: 'llm' as FakeMode },
      {
        rng: () => 0,
        now: NOW,
      },
    );
    expect(result.ok ? null : result.error.code).toBe('unknown-fake-mode');
    expect(t.s.fakeMode).toBe('random');
  });

  it('like any setup move, ends a game in progress (so no round changes its method mid-round)', () => {
    const t = table('faker-writes').play({ type: 'start' });
    t.play({ type: 'submit-entry', content: 'Ann did a thing.' });
    t.play({ type: 'set-fake-mode', mode: 'machine' });
    expect(t.game.phase).toBe('setup');
    expect(t.s.gameRounds).toEqual([]);
  });

  it('is kept by a reset, like the players (Play Again, Main Menu)', () => {
    const t = table('faker-writes').play({ type: 'start' }).play({ type: 'reset' });
    expect(t.s.fakeMode).toBe('faker-writes');
  });
});

describe('"The faker writes the lie"', () => {
  it.each([
    [0, 'Ann'],
    [0.4, 'Bob'],
    [0.99, 'Cy'],
  ])('picks the faker when the round starts (roll %f: %s, SPEC §4 rule)', (roll, name) => {
    const t = table('faker-writes').play({ type: 'start' }, () => roll);
    expect(t.game.phase).toBe('writing');
    expect(t.round.fakeMethod).toBe('faker');
    expect(t.round.faker?.name).toBe(name);
    expect(isValidGame(t.game)).toBe(true);
  });

  it("flags the faker's own entry isFake, and only that one", () => {
    const t = table('faker-writes').play({ type: 'start' }, () => 0.4); // Bob
    t.writeAll();
    expect(t.round.stories).toEqual([
      { playerId: t.s.players[0]!.id, content: 'Ann did a thing.' },
      { playerId: t.s.players[1]!.id, content: 'Bob did a thing.', isFake: true },
      { playerId: t.s.players[2]!.id, content: 'Cy did a thing.' },
    ]);
  });

  it('after the last entry goes straight to the storytelling: no wait for a fake, no generator', () => {
    const t = table('faker-writes').play({ type: 'start' }, () => 0.99); // Cy, the last writer
    const fakerBefore = t.round.faker;
    t.writeAll(() => 0); // a faker re-roll here would pick Ann
    expect(t.game.phase).toBe('storytelling-intro');
    expect(t.effects).toEqual([]);
    expect(t.effects.some((e) => e.type === 'request-fake')).toBe(false);
    expect(t.round.faker).toEqual(fakerBefore);
    expect(t.s.currentPlayerIndex).toBe(0);
    // there is no other true entry of the faker's to show at the reveal
    expect(t.round.fakerEntry).toBeUndefined();
    expect(t.seen.every((game) => game.phase !== 'awaiting-fake')).toBe(true);
  });

  it('refuses fake-arrived: the fake is already in', () => {
    const t = table('faker-writes').play({ type: 'start' });
    t.writeAll();
    const result = apply(
      t.game,
      { type: 'fake-arrived', content: 'x' },
      { rng: () => 0, now: NOW },
    );
    expect(result.ok ? null : result.error.code).toBe('not-now');
  });

  it('a whole 2-round game: each round picks its faker at its start; scoring is the SPEC’s', () => {
    const t = table('faker-writes', { rounds: 2, categories: ['awkward', 'unpopular'] });
    t.play({ type: 'start' }, () => 0); // Ann fakes round 1
    expect(t.round.faker?.name).toBe('Ann');
    t.writeAll().finishRound();
    expect(t.game.phase).toBe('reveal');
    // Ann's voter (Cy) found her: Ann gets 3 - 1 - 1 = 1, Cy 1, Bob 0 (SPEC §4 Scoring)
    const [ann, bob, cy] = t.s.players;
    expect([t.s.scores[ann!.id], t.s.scores[bob!.id], t.s.scores[cy!.id]]).toEqual([1, 0, 1]);
    t.play({ type: 'next-round' }, () => 0.5); // Bob fakes round 2
    expect(t.game.phase).toBe('writing');
    expect(t.round.fakeMethod).toBe('faker');
    expect(t.round.faker?.name).toBe('Bob');
    t.writeAll().finishRound().play({ type: 'next-round' });
    expect(t.game.phase).toBe('over');
    expect(t.s.gameRounds.map((r) => r.stories.filter((s) => s.isFake).length)).toEqual([1, 1]);
    expect(t.seen.filter((game) => !isValidGame(game))).toEqual([]);
  });
});

describe('"The machine writes it" (the SPEC flow, unchanged)', () => {
  it('picks no faker at the start; after the last entry picks one and asks for the fake', () => {
    const t = table('machine').play({ type: 'start' });
    expect(t.round.faker).toBeNull();
    expect(t.round.fakeMethod).toBe('machine');
    t.writeAll(() => 0.4);
    expect(t.game.phase).toBe('awaiting-fake');
    expect(t.effects).toEqual([{ type: 'request-fake' }]);
    expect(t.round.faker?.name).toBe('Bob');
    expect(t.round.stories.some((s) => s.isFake)).toBe(false);
  });
});

describe('"Either, at random"', () => {
  it.each([
    [0, 'faker'],
    [0.49, 'faker'],
    [0.5, 'machine'],
    [0.99, 'machine'],
  ] as const)('a draw of %f makes the round a %s round', (draw, method) => {
    const t = table('random').play({ type: 'start' }, sequenceRng([draw, 0]));
    expect(t.round.fakeMethod).toBe(method);
    expect(t.round.faker === null).toBe(method === 'machine');
  });

  it('decides each round at its own start, and both kinds come up', () => {
    const methods = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const t = table('random', {
        rounds: 3,
        categories: ['awkward', 'unpopular', 'dating'],
        seed,
      });
      t.play({ type: 'start' });
      expect(t.s.gameRounds.slice(1).every((r) => r.fakeMethod === undefined)).toBe(true);
      for (let round = 0; round < 3; round++) {
        methods.add(fakeMethodOf(t.round));
        t.writeAll().finishRound().play({ type: 'next-round' });
      }
      expect(t.seen.filter((game) => !isValidGame(game))).toEqual([]);
    }
    expect([...methods].sort()).toEqual(['faker', 'machine']);
  });
});

describe("the writer's note: every writer has one, and only the faker's says so", () => {
  const notes = (t: Table) => t.s.players.map((p) => writerNoteOf(t.s, p.id));

  it.each([
    ['machine', (): number => 0, ['none', 'none', 'none']],
    ['faker-writes', (): number => 0.4, ['not-faker', 'faker', 'not-faker']],
    // a machine round of random mode: nobody is the faker yet, so everyone's note says "not"
    ['random', sequenceRng([0.7]), ['not-faker', 'not-faker', 'not-faker']],
    ['random', sequenceRng([0.1, 0.99]), ['not-faker', 'not-faker', 'faker']],
  ] as const)('%s', (mode, rng, expected) => {
    const t = table(mode).play({ type: 'start' }, rng);
    expect(notes(t)).toEqual(expected);
  });
});

describe('a custom category: the fallback is decided before the game, never mid-round', () => {
  const custom = 'custom-abc123';
  const custom2 = 'custom-xyz789';
  const isCustom = (c: string) => c === custom || c === custom2;
  const defs = [
    { id: custom, name: 'Pet peeves', description: '', type: 'story' },
    { id: custom2, name: 'Hot takes', description: 'Opinions', type: 'statement' },
  ] as const;
  /** A table whose game defines both custom categories (a setup move), playing `categories`. */
  const customTable = (
    mode: FakeMode,
    opts: { rounds?: number; categories: string[]; seed?: number },
  ) => {
    const t = table(mode, opts);
    t.play({ type: 'set-custom-categories', categories: defs.map((d) => ({ ...d })) });
    t.game = { ...t.game, state: { ...t.s, selectedCategories: opts.categories as CategoryId[] } };
    t.seen = []; // the setup games before the custom categories were defined are no one's
    return t;
  };
  const FAKE = 'I once kept a pet peeve as a pet.';

  it.each([
    ['machine', undefined, 'faker'],
    ['machine', {}, 'faker'],
    ['machine', { [custom]: '   ' }, 'faker'],
    ['machine', { [custom]: FAKE }, 'machine'],
    ['faker-writes', { [custom]: FAKE }, 'faker'],
  ] as const)('mode %s, fakes written before the game %j → a %s round', (mode, fakes, method) => {
    const t = customTable(mode, { categories: [custom] });
    t.play({ type: 'start', ...(fakes ? { customFakes: { ...fakes } } : {}) }, () => 0.9);
    expect(t.round.fakeMethod).toBe(method);
    expect(t.round.faker === null).toBe(method === 'machine');
    expect(isValidGame(t.game)).toBe(true);
  });

  it('a machine round with its prepared fake never asks for one: the fake is in after the last entry', () => {
    const t = customTable('machine', { categories: [custom] });
    t.play({ type: 'start', customFakes: { [custom]: FAKE } });
    expect(t.round.faker).toBeNull();
    t.writeAll(() => 0.4); // SPEC §4: the faker is picked after the last entry (Bob)
    expect(t.game.phase).toBe('storytelling-intro');
    expect(t.effects).toEqual([]);
    expect(t.seen.some((game) => game.phase === 'awaiting-fake')).toBe(false);
    const bob = t.s.players[1]!;
    expect(t.round.faker).toEqual(bob);
    expect(t.round.stories.filter((s) => s.isFake)).toEqual([
      { playerId: bob.id, content: FAKE, isFake: true },
    ]);
    // Bob's own true entry is kept for the reveal (issue 21), the prepared fake is used up
    expect(t.round.fakerEntry).toBe('Bob did a thing.');
    expect(t.round.preparedFake).toBeUndefined();
    expect(t.s.currentPlayerIndex).toBe(0);
    expect(t.seen.filter((game) => !isValidGame(game))).toEqual([]);
  });

  it('a custom round without one is a faker round, decided at the start, with its faker', () => {
    const t = customTable('machine', { rounds: 2, categories: [custom, custom2] });
    t.play({ type: 'start', customFakes: { [custom2]: FAKE } }, () => 0);
    expect(t.round.fakeMethod).toBe('faker');
    expect(t.round.faker?.name).toBe('Ann');
    // the later round carries its prepared fake, and not a word of it shows in this round
    expect(t.s.gameRounds[1]!.preparedFake).toBe(FAKE);
    expect(t.round.preparedFake).toBeUndefined();
    t.writeAll();
    expect(t.game.phase).toBe('storytelling-intro');
    expect(t.round.stories.find((s) => s.isFake)?.content).toBe('Ann did a thing.');
    t.finishRound().play({ type: 'next-round' });
    expect(t.round.fakeMethod).toBe('machine');
    t.writeAll();
    expect(t.round.stories.find((s) => s.isFake)?.content).toBe(FAKE);
  });

  it('takes a prepared fake only for a custom round of this game (never a built-in one)', () => {
    const t = customTable('machine', { rounds: 2, categories: ['awkward', custom] });
    t.play({ type: 'start', customFakes: { awkward: FAKE, [custom2]: FAKE } });
    expect(t.s.gameRounds.map((r) => r.preparedFake)).toEqual([undefined, undefined]);
    expect(t.round.fakeMethod).toBe('machine');
    t.writeAll();
    expect(t.game.phase).toBe('awaiting-fake');
    expect(t.effects).toEqual([{ type: 'request-fake' }]);
  });

  it('in "either, at random", a custom round with its fake follows the draw; a faker round drops it', () => {
    const drawn = (draw: number) => {
      const t = customTable('random', { categories: [custom] });
      return t.play({ type: 'start', customFakes: { [custom]: FAKE } }, sequenceRng([draw, 0]));
    };
    expect(drawn(0.9).round).toMatchObject({ fakeMethod: 'machine', preparedFake: FAKE });
    const faker = drawn(0.1);
    expect(faker.round.fakeMethod).toBe('faker');
    expect(faker.round.preparedFake).toBeUndefined();
    expect(isValidGame(faker.game)).toBe(true);
  });

  it('the validator refuses a prepared fake on a built-in round, a faker round or with the fake in', () => {
    const t = customTable('machine', { rounds: 2, categories: [custom, 'awkward'] });
    t.play({ type: 'start', customFakes: { [custom]: FAKE } });
    const withRound = (index: number, patch: object): Game => ({
      ...t.game,
      state: {
        ...t.s,
        gameRounds: t.s.gameRounds.map((r, i) => (i === index ? { ...r, ...patch } : r)),
      },
    });
    expect(isValidGame(t.game)).toBe(true);
    expect(isValidGame(withRound(1, { preparedFake: FAKE }))).toBe(false);
    expect(isValidGame(withRound(0, { preparedFake: '' }))).toBe(false);
    const ann = t.s.players[0]!;
    expect(isValidGame(withRound(0, { fakeMethod: 'faker', faker: ann }))).toBe(false);
    t.writeAll();
    expect(isValidGame(withRound(0, { preparedFake: FAKE }))).toBe(false);
  });

  it('is decided by the start: the later rounds follow it, whatever happens meanwhile', () => {
    const t = customTable('machine', { rounds: 3, categories: ['awkward', custom, custom2] });
    t.play({ type: 'start', customFakes: { [custom2]: FAKE } });
    t.writeAll().finishRound().play({ type: 'next-round' });
    expect(t.round.fakeMethod).toBe('faker');
    t.writeAll().finishRound().play({ type: 'next-round' });
    expect(t.round.fakeMethod).toBe('machine');
  });

  it("no event after the start changes a round's method, its faker or its fake (property)", () => {
    const anyMove = fc.constantFrom<Move>(
      { type: 'submit-entry', content: 'A thing happened.' },
      { type: 'fake-arrived', content: 'A fake.' },
      { type: 'start-storytelling' },
      { type: 'next-reader' },
      { type: 'start-discussion' },
      { type: 'skip-timer' },
      { type: 'start-voting' },
      { type: 'ready-to-vote' },
      { type: 'vote', suspectId: null },
      { type: 'next-round' },
      { type: 'record-created', id: 'g', createdAt: '2026-11-26T19:00:00Z' },
    );
    const reached = new Set<number>();
    fc.assert(
      fc.property(
        fc.constantFrom(...FAKE_MODES),
        fc.subarray([custom, custom2]),
        fc.integer(),
        fc.array(anyMove, { minLength: 200, maxLength: 400 }),
        (mode, prepared, seed, moves) => {
          const t = customTable(mode, {
            rounds: 3,
            categories: [custom, 'awkward', custom2],
            seed,
          });
          const customFakes = Object.fromEntries(prepared.map((id) => [id, `${id} fake.`]));
          t.play({ type: 'start', customFakes });
          const decided = new Map<number, { method: unknown; faker: unknown }>();
          const check = () => {
            const index = t.s.currentRound;
            const round = t.s.gameRounds[index];
            if (!round) return;
            const now = {
              method: round.fakeMethod,
              faker: round.fakeMethod === 'faker' ? round.faker : null,
            };
            const before = decided.get(index);
            if (before) expect(now).toEqual(before);
            else decided.set(index, now);
            // a custom round without a fake written before the game is the faker's, always
            if (isCustom(round.category) && !prepared.includes(round.category))
              expect(round.fakeMethod).toBe('faker');
            // a custom machine round's fake is the one written before the game
            const fake = round.stories.find((s) => s.isFake);
            if (isCustom(round.category) && round.fakeMethod === 'machine' && fake)
              expect(fake.content).toBe(`${round.category} fake.`);
          };
          check();
          for (const drawn of moves) {
            // a vote names the next player (a non-faker must name someone other than themselves)
            const voter = t.s.currentPlayerIndex;
            const next = t.s.players[(voter + 1) % t.s.players.length]!;
            const move: Move = drawn.type === 'vote' ? { type: 'vote', suspectId: next.id } : drawn;
            const result = apply(t.game, move, { rng: createSeededRng(seed + 1), now: NOW });
            if (!result.ok) continue;
            // a custom round never waits for the machine mid-round
            const round = currentRoundOf(result.value.game.state);
            if (round && isCustom(round.category))
              expect(result.value.effects).not.toContainEqual({ type: 'request-fake' });
            t.game = result.value.game;
            t.seen.push(t.game);
            check();
          }
          expect(t.seen.filter((game) => !isValidGame(game))).toEqual([]);
          reached.add(t.s.currentRound);
        },
      ),
      { numRuns: 150 },
    );
    // the random walks got past the first round, and to the end of the game
    expect([...reached]).toEqual(expect.arrayContaining([1, 3]));
  });
});

describe('the validator knows a round the faker writes', () => {
  const started = () => table('faker-writes').play({ type: 'start' }, () => 0.4);

  it('refuses it waiting for a fake, with a true entry of the faker kept, or without a faker', () => {
    const t = started();
    const withRound = (patch: object): Game => ({
      ...t.game,
      state: { ...t.s, gameRounds: [{ ...t.round, ...patch }] },
    });
    expect(isValidGame(t.game)).toBe(true);
    expect(isValidGame(withRound({ faker: null }))).toBe(false);
    t.writeAll();
    expect(isValidGame({ ...t.game, phase: 'awaiting-fake' })).toBe(false);
    expect(isValidGame(withRound({ fakerEntry: 'kept' }))).toBe(false);
    // someone else's entry flagged as the fake
    const stories = t.round.stories.map((s) => ({
      ...s,
      isFake: s.playerId === t.s.players[0]!.id,
    }));
    expect(isValidGame(withRound({ stories }))).toBe(false);
  });
});

describe('startRound decides a round once', () => {
  it('keeps a decided round as it is, and leaves a state without a round alone', () => {
    const t = table('random').play({ type: 'start' }, () => 0.9);
    expect(startRound(t.s, () => 0)).toBe(t.s); // a draw of 0 would have made it the faker's
    const setup = table('random').s;
    expect(startRound(setup, () => 0)).toBe(setup);
    expect(writerNoteOf(setup, setup.players[0]!.id)).toBe('none');
  });
});
