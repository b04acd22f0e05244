// Whole games driven only through the engine's single entry point, apply(), as the client drives
// it: every phase, move and effect, and property tests over random games (issue 14).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  canProceedFromSetup,
  categoriesStillNeeded,
  createInitialState,
  createSeededRng,
  currentPlayer,
  currentRoundOf,
  discussionClock,
  gameResult,
  isGameOver,
  isGameStarted,
  isInProgress,
  isLastRound,
  isValidGame,
  PHASES,
  newGame,
  roundPoints,
  roundsLeft,
  sampleShareStories,
  standings,
  type Effect,
  type Game,
  type GameState,
  type Move,
  type Phase,
  type Result,
  type Rng,
} from './index';
import { isPastLastRound } from './state';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const idOf = (state: GameState, name: string): number =>
  state.players.find((p) => p.name === name)!.id;

const NOW = Date.UTC(2026, 10, 23, 20);

/** A game under test: the game, the effects of its last move, and every game it went through. */
class Table {
  effects: Effect[] = [];
  seen: Game[] = [];
  constructor(
    public game: Game,
    private rng: Rng,
  ) {}

  get s(): GameState {
    return this.game.state;
  }

  get phase(): Phase {
    return this.game.phase;
  }

  /** Applies a move that must be taken; `rng` overrides the table's for this move. */
  play(move: Move, rng: Rng = this.rng, now = NOW): this {
    const applied = unwrap(apply(this.game, move, { rng, now }));
    this.game = applied.game;
    this.effects = applied.effects;
    this.seen.push(applied.game);
    return this;
  }

  /** Every player writes an entry; the faker at `fakerRoll` is picked and the fake arrives. */
  storyPhase(fakerRoll: number): this {
    const count = this.s.players.length;
    for (let turn = 0; turn < count; turn++) {
      expect(this.phase).toBe('writing');
      const last = turn === count - 1;
      this.play(
        { type: 'submit-entry', content: `${currentPlayer(this.s)!.name} did a thing.` },
        last ? () => fakerRoll : this.rng,
      );
      // issue 21: from one writer to the next only behind the pass-the-device screen
      if (!last) this.expectHandOver();
    }
    expect(this.phase).toBe('awaiting-fake');
    expect(this.effects).toEqual([{ type: 'request-fake' }]);
    this.play({ type: 'fake-arrived', content: 'A generated fake.' });
    expect(this.phase).toBe('storytelling-intro');
    this.play({ type: 'start-storytelling' });
    expect(this.effects).toEqual([]); // the storytelling intro was the hand-over to the first
    for (let turn = 1; turn < count; turn++) this.play({ type: 'next-reader' }).expectHandOver();
    return this.play({ type: 'start-discussion' });
  }

  /** The move's one effect: the device passes to the (new) current player behind the cover. */
  expectHandOver(): this {
    expect(this.effects).toEqual([{ type: 'hand-over', playerId: currentPlayer(this.s)!.id }]);
    return this;
  }

  /** Every player votes: votes[name] is the suspect's name, or null to pass (faker only). */
  votingPhase(votes: Record<string, string | null>): this {
    expect(this.game.discussionEndsAt).toBe(NOW + this.s.timerMinutes * 60_000);
    this.play({ type: 'skip-timer' }, this.rng, NOW + 1000);
    expect(this.game.discussionEndsAt).toBe(NOW + 1000);
    this.play({ type: 'start-voting' }).play({ type: 'ready-to-vote' });
    const count = this.s.players.length;
    for (let turn = 0; turn < count; turn++) {
      const suspect = votes[currentPlayer(this.s)!.name];
      this.play({ type: 'vote', suspectId: suspect == null ? null : idOf(this.s, suspect) });
      if (turn < count - 1) this.expectHandOver();
    }
    expect(this.phase).toBe('reveal');
    return this;
  }
}

function setUp(names: string[], seed: number): Table {
  const rng = createSeededRng(seed);
  const table = new Table(newGame(), rng);
  for (const name of names) table.play({ type: 'add-player', name });
  return table;
}

describe('a 3-player, 2-round game', () => {
  it('plays from setup to the winner', () => {
    const rng = createSeededRng(2025);
    const t = setUp(['Ann', 'Bob', 'Cy'], 2025);
    expect(canProceedFromSetup(t.s)).toBe(true);

    t.play({ type: 'set-rounds', rounds: 2 }).play({ type: 'set-timer', minutes: 4 });
    expect(categoriesStillNeeded(t.s)).toBe(1);
    t.play({ type: 'toggle-category', category: 'unpopular' });
    expect(categoriesStillNeeded(t.s)).toBe(0);
    t.play({ type: 'start' });
    expect(t.effects).toEqual([{ type: 'record-game-start' }]);
    expect(t.phase).toBe('writing');
    expect(t.s.gameRounds.map((r) => r.category)).toEqual(['awkward', 'unpopular']);

    // Round 1 (stories): Cy is the faker. Ann finds Cy, Bob accuses Ann, Cy passes.
    t.storyPhase(0.9);
    expect(currentRoundOf(t.s)!.faker!.name).toBe('Cy');
    t.votingPhase({ Ann: 'Cy', Bob: 'Ann', Cy: null });
    let s = t.s;
    expect(s.scores).toEqual({ [idOf(s, 'Ann')]: 1, [idOf(s, 'Bob')]: 0, [idOf(s, 'Cy')]: 1 });
    expect([isLastRound(s), roundsLeft(s)]).toEqual([false, 1]);
    // A second vote after the scoring is refused: the round is revealed, not reopened.
    expect(apply(t.game, { type: 'vote', suspectId: null }, { rng, now: NOW }).ok).toBe(false);

    t.play({ type: 'next-round' });
    expect(t.effects).toEqual([]);
    expect(t.phase).toBe('writing');
    expect(t.s).toMatchObject({ currentRound: 1, currentPlayerIndex: 0 });

    // Round 2 (statements): Ann is the faker. Nobody finds her; she votes for Bob, which does not count.
    t.storyPhase(0);
    t.votingPhase({ Ann: 'Bob', Bob: 'Cy', Cy: 'Bob' });
    s = t.s;
    expect(roundPoints(currentRoundOf(s)!, s.players)).toEqual({
      [idOf(s, 'Ann')]: 2,
      [idOf(s, 'Bob')]: 0,
      [idOf(s, 'Cy')]: 0,
    });
    expect([isLastRound(s), roundsLeft(s)]).toEqual([true, 0]);

    t.play({ type: 'next-round' });
    expect(t.phase).toBe('over');
    expect(t.effects).toEqual([{ type: 'record-game-complete' }]);
    s = t.s;
    expect(isPastLastRound(s)).toBe(true);
    expect(standings(s).map((row) => [row.player.name, row.score, row.rank])).toEqual([
      ['Ann', 3, 1],
      ['Cy', 1, 2],
      ['Bob', 0, 3],
    ]);
    expect(gameResult(s)).toMatchObject({
      kind: 'winner',
      topScore: 3,
      winners: [{ name: 'Ann' }],
    });

    const shared = sampleShareStories(s, rng);
    expect(shared).toHaveLength(5);
    expect(shared.filter((story) => story.isFake)).toHaveLength(2);

    t.play({ type: 'reset' });
    // SPEC §4 Reset game: the defaults, keeping the players; and (issue 21, item 20) the last
    // game's settings are remembered for "Same as last game"
    const lastGame = { rounds: 2, timerMinutes: s.timerMinutes, categories: s.selectedCategories };
    expect(t.game).toEqual(newGame({ ...createInitialState(), players: s.players, lastGame }));
    expect(t.seen.every(isValidGame)).toBe(true);
  });
});

describe('"Same as last game" (issue 21, item 20)', () => {
  const ctx = { rng: createSeededRng(5), now: NOW };

  it("brings back the last game's rounds, minutes and categories after a reset", () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 4);
    t.play({ type: 'set-rounds', rounds: 4 });
    t.play({ type: 'set-timer', minutes: 7 });
    // two picked, two filled at random by start (SPEC §4)
    t.play({ type: 'toggle-category', category: 'dating' });
    t.play({ type: 'start' });
    const played = t.s.selectedCategories;
    expect(played).toHaveLength(4);
    t.play({ type: 'reset' });
    expect(t.s).toMatchObject({ rounds: 3, timerMinutes: 5, selectedCategories: ['awkward'] });
    // a reset in setup (the home screen's) keeps what was remembered
    t.play({ type: 'reset' });
    t.play({ type: 'same-as-last-game' });
    expect(t.phase).toBe('setup');
    expect(t.s).toMatchObject({ rounds: 4, timerMinutes: 7, selectedCategories: played });
    expect(t.seen.every(isValidGame)).toBe(true);
  });

  it('is refused with no game played yet', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 2);
    expect(apply(t.game, { type: 'same-as-last-game' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'not-now' },
    });
  });
});

describe('an 8-player, 1-round game', () => {
  it('plays one round and ends in a win for an undetected faker', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
    const rng = createSeededRng(8);
    const t = setUp(names, 8);
    expect(apply(t.game, { type: 'add-player', name: 'Ivy' }, { rng, now: NOW }).ok).toBe(false);

    t.play({ type: 'set-rounds', rounds: 1 }).play({ type: 'toggle-category', category: 'dating' });
    expect(t.s.selectedCategories).toEqual(['dating']);
    t.play({ type: 'start' });

    // Fay (index 5) is the faker; Ann, Bob and Cy find her; the rest are fooled.
    t.storyPhase(5.5 / 8);
    let s = t.s;
    expect(currentRoundOf(s)!.faker!.name).toBe('Fay');
    expect(currentRoundOf(s)!.stories.find((st) => st.isFake)?.playerId).toBe(idOf(s, 'Fay'));
    t.votingPhase({
      Ann: 'Fay',
      Bob: 'Fay',
      Cy: 'Fay',
      Dee: 'Ann',
      Eve: 'Dee',
      Fay: null,
      Gus: 'Hal',
      Hal: 'Gus',
    });
    // Fay: 8 − 1 − 3 = 4; each finder 1; everyone else 0.
    s = t.s;
    expect(names.map((n) => s.scores[idOf(s, n)])).toEqual([1, 1, 1, 0, 0, 4, 0, 0]);
    expect(Object.values(s.scores).reduce((a, b) => a + b, 0)).toBe(7);

    t.play({ type: 'next-round' });
    s = t.s;
    expect(t.phase).toBe('over');
    expect(gameResult(s)).toMatchObject({
      kind: 'winner',
      topScore: 4,
      winners: [{ name: 'Fay' }],
    });
    expect(
      standings(s)
        .filter((row) => row.rank === 2)
        .map((row) => row.player.name),
    ).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('a round where everyone finds the faker ends in a tie among the finders', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
    const t = setUp(names, 9);
    t.play({ type: 'set-rounds', rounds: 1 }).play({ type: 'start' });
    t.storyPhase(0);
    t.votingPhase(Object.fromEntries(names.map((n) => [n, n === 'Ann' ? null : 'Ann'])));
    t.play({ type: 'next-round' });
    const result = gameResult(t.s);
    expect(result.kind).toBe('tie');
    expect(result.topScore).toBe(1);
    expect(result.winners.map((p) => p.name)).toEqual(names.slice(1));
  });
});

describe('phases: a move the phase does not take is refused, and nothing changes', () => {
  const rng = createSeededRng(1);
  const ctx = { rng, now: NOW };

  it.each<[Move['type'], Move]>([
    ['submit-entry', { type: 'submit-entry', content: 'Too early.' }],
    ['fake-arrived', { type: 'fake-arrived', content: 'Nobody asked.' }],
    ['start-storytelling', { type: 'start-storytelling' }],
    ['next-reader', { type: 'next-reader' }],
    ['start-discussion', { type: 'start-discussion' }],
    ['skip-timer', { type: 'skip-timer' }],
    ['start-voting', { type: 'start-voting' }],
    ['ready-to-vote', { type: 'ready-to-vote' }],
    ['vote', { type: 'vote', suspectId: null }],
    ['next-round', { type: 'next-round' }],
  ])('%s in setup', (_name, move) => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 1);
    const result = apply(t.game, move, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('not-now');
  });

  it('the discussion starts only after the last reader, and a reader cannot be skipped past the last', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 1).play({ type: 'start' });
    for (const name of ['Ann', 'Bob', 'Cy']) t.play({ type: 'submit-entry', content: `${name}.` });
    t.play({ type: 'fake-arrived', content: 'Fake.' }).play({ type: 'start-storytelling' });
    expect(apply(t.game, { type: 'start-discussion' }, ctx).ok).toBe(false);
    t.play({ type: 'next-reader' }).play({ type: 'next-reader' });
    expect(apply(t.game, { type: 'next-reader' }, ctx).ok).toBe(false);
    t.play({ type: 'start-discussion' });
    expect(t.phase).toBe('discussion');
  });

  it("stores the server's record once it exists, in any phase of a game, and never in setup", () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 1).play({ type: 'start' });
    expect(t.effects).toContainEqual({ type: 'record-game-start' });
    t.play({ type: 'submit-entry', content: 'Ann wrote this.' });
    t.play({ type: 'record-created', id: 'g-1', createdAt: '2026-11-26T12:00:00Z' });
    expect(t.phase).toBe('writing');
    expect(t.s).toMatchObject({ gameId: 'g-1', createdAt: '2026-11-26T12:00:00Z' });
    expect(t.effects).toEqual([]);
    const setup = newGame();
    const refused = apply(
      setup,
      { type: 'record-created', id: 'g-2', createdAt: '2026-11-26T12:00:00Z' },
      { rng: createSeededRng(1), now: NOW },
    );
    expect(refused.ok).toBe(false);
  });

  it('adding a player after one entry ends the game: setup with no rounds, no scores, no record (issue 23)', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 1).play({ type: 'start' });
    t.game = { ...t.game, state: { ...t.s, gameId: 'g-1', createdAt: '2026-11-26T12:00:00Z' } };
    t.play({ type: 'submit-entry', content: 'Ann wrote this.' });
    t.play({ type: 'add-player', name: 'Di' });
    expect(t.phase).toBe('setup');
    expect(isGameStarted(t.game)).toBe(false);
    expect(t.s.gameRounds).toEqual([]);
    expect(t.s.scores).toEqual({});
    expect(t.s.gameId).toBeUndefined();
    expect(currentRoundOf(t.s)).toBeUndefined();
    expect(t.s.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    expect(isValidGame(t.game)).toBe(true);
  });

  it('a setup change or a new start ends the game in progress', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 1).play({ type: 'start' });
    t.play({ type: 'submit-entry', content: 'Ann wrote this.' });
    t.play({ type: 'set-rounds', rounds: 2 });
    expect(t.phase).toBe('setup');
    t.play({ type: 'start' });
    expect(t.phase).toBe('writing');
    expect(currentRoundOf(t.s)!.stories).toEqual([]);
  });
});

describe('properties over random games (issue 14)', () => {
  /** SPEC §4 Scoring, computed independently of the engine from who faked and who voted what. */
  function expectedTotals(
    names: string[],
    rounds: { faker: number; votes: (number | null)[] }[],
  ): number[] {
    const totals = names.map(() => 0);
    for (const { faker, votes } of rounds) {
      const finders = votes.filter((v, voter) => voter !== faker && v === faker).length;
      votes.forEach((v, voter) => {
        if (voter === faker) totals[voter]! += names.length - 1 - finders;
        else if (v === faker) totals[voter]! += 1;
      });
    }
    return totals;
  }

  const scenario = fc
    .record({ players: fc.integer({ min: 3, max: 8 }), rounds: fc.integer({ min: 1, max: 3 }) })
    .chain(({ players, rounds }) =>
      fc.record({
        seed: fc.integer(),
        players: fc.constant(players),
        rounds: fc.array(
          fc.record({
            fakerRoll: fc.double({ min: 0, max: 0.999, noNaN: true }),
            // per voter: an index into the other players, or -1 to pass (taken only by the faker)
            picks: fc.array(fc.integer({ min: -1, max: players - 2 }), {
              minLength: players,
              maxLength: players,
            }),
          }),
          { minLength: rounds, maxLength: rounds },
        ),
      }),
    );

  it('every reachable game passes the validator, and the totals are the sum of the rounds', () => {
    fc.assert(
      fc.property(scenario, ({ seed, players, rounds }) => {
        const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].slice(0, players);
        const t = setUp(names, seed);
        t.play({ type: 'set-rounds', rounds: rounds.length }).play({ type: 'start' });
        const played: { faker: number; votes: (number | null)[] }[] = [];
        for (const { fakerRoll, picks } of rounds) {
          t.storyPhase(fakerRoll);
          const faker = t.s.players.findIndex((p) => p.id === currentRoundOf(t.s)!.faker!.id);
          const votes = picks.map((pick, voter) => {
            if (pick === -1 && voter === faker) return null;
            const others = names.map((_, i) => i).filter((i) => i !== voter);
            return others[Math.max(0, pick)]!;
          });
          t.votingPhase(
            Object.fromEntries(
              names.map((n, i) => [n, votes[i] == null ? null : names[votes[i]]!]),
            ),
          );
          played.push({ faker, votes });
          t.play({ type: 'next-round' });
        }
        expect(t.phase).toBe('over');
        const invalid = t.seen.filter((game) => !isValidGame(game));
        expect(invalid).toEqual([]);
        const totals = t.s.players.map((p) => t.s.scores[p.id]);
        expect(totals).toEqual(expectedTotals(names, played));
      }),
      { numRuns: 150 },
    );
  });

  it('the validator refuses a game whose phase does not fit its state', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 3).play({ type: 'start' });
    expect(isValidGame(t.game)).toBe(true);
    expect(isValidGame({ ...t.game, phase: 'reveal' })).toBe(false);
    expect(isValidGame({ ...t.game, phase: 'discussion' })).toBe(false);
    expect(isValidGame({ ...t.game, phase: 'over' })).toBe(false);
    expect(isValidGame({ ...t.game, state: { ...t.s, currentPlayerIndex: 3 } })).toBe(false);
    expect(isValidGame(newGame())).toBe(true);
  });

  it("keeps the faker's true entry once the fake is in, and only then (issue 21, item 17)", () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 3).play({ type: 'start' });
    const withEntry = (game: Game): Game => {
      const rounds = game.state.gameRounds.map((r, i) =>
        i === game.state.currentRound ? { ...r, fakerEntry: 'kept' } : r,
      );
      return { ...game, state: { ...game.state, gameRounds: rounds } };
    };
    expect(isValidGame(withEntry(t.game))).toBe(false); // writing
    for (let i = 0; i < 3; i++)
      t.play(
        { type: 'submit-entry', content: `${currentPlayer(t.s)!.name} did a thing.` },
        () => 0.5,
      );
    expect(t.phase).toBe('awaiting-fake');
    expect(isValidGame(withEntry(t.game))).toBe(false);
    t.play({ type: 'fake-arrived', content: 'A fake.' });
    const round = currentRoundOf(t.s)!;
    expect(round.fakerEntry).toBe('Bob did a thing.');
    expect(isValidGame(t.game)).toBe(true);
    // the share card's stories are the ones read aloud: the true entry is not among them
    const shared = sampleShareStories(t.s, createSeededRng(1), 10).map((story) => story.content);
    expect(shared).toContain('A fake.');
    expect(shared).not.toContain('Bob did a thing.');
  });
});

describe('moves that are refused keep the game as it was', () => {
  const ctx = { rng: createSeededRng(5), now: NOW };
  const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);

  it('setup moves go through the setup rules, and end nothing when refused', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 5).play({ type: 'start' });
    expect(codeOf(apply(t.game, { type: 'set-rounds', rounds: 99 }, ctx))).toBe(
      'rounds-out-of-range',
    );
    expect(codeOf(apply(t.game, { type: 'set-timer', minutes: 1 }, ctx))).toBe(
      'timer-out-of-range',
    );
    expect(codeOf(apply(t.game, { type: 'add-player', name: ' ' }, ctx))).toBe('empty-name');
    const bob = t.s.players[1]!;
    t.play({ type: 'remove-player', playerId: bob.id });
    expect(t.phase).toBe('setup');
    expect(t.s.players.map((p) => p.name)).toEqual(['Ann', 'Cy']);
    expect(codeOf(apply(t.game, { type: 'start' }, ctx))).toBe('not-enough-players');
  });

  it('an invalid entry, an empty fake and a vote with nobody to cast it are refused', () => {
    const t = setUp(['Ann', 'Bob', 'Cy'], 5).play({ type: 'start' });
    expect(codeOf(apply(t.game, { type: 'submit-entry', content: '   ' }, ctx))).toBe(
      'empty-entry',
    );
    for (const name of ['Ann', 'Bob', 'Cy']) t.play({ type: 'submit-entry', content: `${name}.` });
    expect(codeOf(apply(t.game, { type: 'fake-arrived', content: ' ' }, ctx))).toBe('empty-fake');
    const empty: Game = { phase: 'voting', state: createInitialState(), discussionEndsAt: null };
    expect(codeOf(apply(empty, { type: 'vote', suspectId: null }, ctx))).toBe('unknown-voter');
    const voting = setUp(['Ann', 'Bob', 'Cy'], 5).play({ type: 'start' }).storyPhase(0);
    voting.play({ type: 'start-voting' }).play({ type: 'ready-to-vote' });
    const me = currentPlayer(voting.s)!;
    expect(codeOf(apply(voting.game, { type: 'vote', suspectId: me.id }, ctx))).toBe('self-vote');
  });

  it('SPEC §3 isGameStarted and isGameOver are read from the phase, never stored', () => {
    expect(PHASES.filter((phase) => isGameStarted({ phase }))).toEqual(
      PHASES.filter((phase) => phase !== 'setup'),
    );
    expect(PHASES.filter((phase) => isGameOver({ phase }))).toEqual(['over']);
    expect(Object.keys(createInitialState())).not.toContain('isGameStarted');
    expect(Object.keys(createInitialState())).not.toContain('isGameOver');
  });

  it('a game is in progress from the start until it is over', () => {
    expect(PHASES.filter((phase) => isInProgress({ phase }))).toEqual(
      PHASES.filter((phase) => phase !== 'setup' && phase !== 'over'),
    );
  });
});

describe('the validator: a game whose state does not fit its phase is refused', () => {
  const base = () => setUp(['Ann', 'Bob', 'Cy'], 11).play({ type: 'start' });
  const inDiscussion = () => base().storyPhase(0.5);
  const round0 = (g: Game) => g.state.gameRounds[0]!;
  const withRound = (g: Game, round: Partial<ReturnType<typeof round0>>): Game => ({
    ...g,
    // only the first round changes: the others stay, so the check under test is the one that fails
    state: { ...g.state, gameRounds: [{ ...round0(g), ...round }, ...g.state.gameRounds.slice(1)] },
  });

  it.each<[string, () => Game]>([
    ['not a game at all', () => ({ ...newGame(), phase: 'lunch' }) as unknown as Game],
    [
      'two players with one id',
      () => {
        const g = base().game;
        const [a, b, c] = g.state.players;
        return { ...g, state: { ...g.state, players: [a!, { ...b!, id: a!.id }, c!] } };
      },
    ],
    [
      'a category picked twice',
      () => {
        const g = newGame();
        return {
          ...g,
          state: { ...g.state, selectedCategories: ['awkward', 'awkward'] as const },
        } as unknown as Game;
      },
    ],
    [
      'a started game with two players',
      () => {
        const g = base().game;
        return { ...g, state: { ...g.state, players: g.state.players.slice(0, 2) } };
      },
    ],
    [
      'fewer rounds built than set',
      () => {
        const g = base().game;
        return { ...g, state: { ...g.state, rounds: 2 } };
      },
    ],
    [
      'a game in setup that still holds its rounds (issue 23: phase is the one truth)',
      () => ({ ...base().game, phase: 'setup' }),
    ],
    [
      'every round played outside the phase over',
      () => {
        const g = base().game;
        return { ...g, state: { ...g.state, currentRound: g.state.rounds } };
      },
    ],
    [
      'no current round',
      () => {
        const g = base().game;
        return { ...g, state: { ...g.state, currentRound: 5 } };
      },
    ],
    [
      'an entry by a stranger',
      () => withRound(base().game, { stories: [{ playerId: 1, content: 'x' }] }),
    ],
    [
      'a faker who is not playing',
      () => withRound(inDiscussion().game, { faker: { id: 1, name: 'Zed' } }),
    ],
    [
      'writing with the faker picked',
      () => withRound(base().game, { faker: base().s.players[0]! }),
    ],
    ['awaiting a fake with entries missing', () => ({ ...base().game, phase: 'awaiting-fake' })],
    ['a discussion without the fake', () => withRound(inDiscussion().game, { stories: [] })],
    ['a discussion after the scoring', () => withRound(inDiscussion().game, { scored: true })],
    ['a discussion without a deadline', () => ({ ...inDiscussion().game, discussionEndsAt: null })],
  ])('%s', (_name, make) => {
    expect(isValidGame(make())).toBe(false);
  });
});

describe('the discussion clock the table controls (issue 15)', () => {
  const inDiscussion = () =>
    setUp(['Ann', 'Bob', 'Cy'], 21).play({ type: 'start' }).storyPhase(0.2); // 5 minutes, at NOW
  const clock = (t: Table, at: number) => discussionClock(t.game, at);

  it('pauses with the time left kept, and resumes from it', () => {
    const t = inDiscussion();
    t.play({ type: 'pause-timer' }, undefined, NOW + 70_000);
    expect(clock(t, NOW + 500_000)).toEqual({
      leftMs: 230_000,
      minutes: 5,
      elapsedMs: 70_000,
      paused: true,
    });
    expect(isValidGame(t.game)).toBe(true);
    expect(apply(t.game, { type: 'pause-timer' }, { rng: () => 0, now: NOW }).ok).toBe(false);
    t.play({ type: 'resume-timer' }, undefined, NOW + 600_000);
    expect(t.game.discussionEndsAt).toBe(NOW + 600_000 + 230_000);
    expect(clock(t, NOW + 610_000).leftMs).toBe(220_000);
    expect(apply(t.game, { type: 'resume-timer' }, { rng: () => 0, now: NOW }).ok).toBe(false);
  });

  it('"+1 min" adds a minute, paused or running, up to the 10-minute maximum', () => {
    const t = inDiscussion();
    t.play({ type: 'add-minute' }, undefined, NOW + 10_000);
    expect(clock(t, NOW + 10_000)).toMatchObject({
      leftMs: 350_000,
      minutes: 6,
      elapsedMs: 10_000,
    });
    t.play({ type: 'pause-timer' }, undefined, NOW + 20_000);
    t.play({ type: 'add-minute' }, undefined, NOW + 30_000);
    expect(clock(t, NOW + 99_000)).toMatchObject({ leftMs: 400_000, minutes: 7, paused: true });
    for (let m = 8; m <= 10; m++) t.play({ type: 'add-minute' });
    const refused = apply(t.game, { type: 'add-minute' }, { rng: () => 0, now: NOW });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('timer-out-of-range');
    expect(clock(t, NOW).minutes).toBe(10);
  });

  it('after the time is up, "+1 min" starts the countdown again; a skip ends a pause', () => {
    const t = inDiscussion();
    t.play({ type: 'skip-timer' }, undefined, NOW + 5_000);
    expect(clock(t, NOW + 9_000).leftMs).toBe(0);
    expect(apply(t.game, { type: 'pause-timer' }, { rng: () => 0, now: NOW + 9_000 }).ok).toBe(
      false,
    );
    t.play({ type: 'add-minute' }, undefined, NOW + 9_000);
    expect(clock(t, NOW + 9_000).leftMs).toBe(60_000);
    t.play({ type: 'pause-timer' }, undefined, NOW + 10_000);
    t.play({ type: 'skip-timer' }, undefined, NOW + 11_000);
    expect(clock(t, NOW + 11_000)).toMatchObject({ leftMs: 0, paused: false });
  });

  it('the clock leaves with the discussion, and a pause longer than the discussion is refused', () => {
    const t = inDiscussion();
    t.play({ type: 'pause-timer' }, undefined, NOW + 1_000);
    expect(isValidGame({ ...t.game, discussionPausedLeft: 5 * 60_000 + 1 })).toBe(false);
    t.play({ type: 'start-voting' });
    expect(t.game.discussionPausedLeft).toBeUndefined();
    expect(t.game.discussionEndsAt).toBeNull();
  });
});
