import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, type Move } from './game';
import { newGame, type Game } from './game-model';
import {
  emptyHallOfFame,
  findGroup,
  groupKey,
  groupKeyOf,
  HallOfFameSchema,
  lastGames,
  MAX_GAMES_PER_GROUP,
  MAX_GROUPS,
  parseHallOfFame,
  rankGroup,
  recordGame,
  removeGroup,
  type Group,
  type HallOfFame,
  type MemberTotals,
} from './hall-of-fame';
import { createSeededRng } from './random';
import { currentPlayer, currentRoundOf } from './state';
import type { GameState } from './types';
import { unwrap } from './test-helpers';

const NOW = Date.UTC(2026, 10, 23, 20);

/** One round as the test decides it: the faker's seat, and each seat's vote (a seat, or null). */
interface PlannedRound {
  faker: number;
  votes: (number | null)[];
}

/**
 * Plays a whole game through apply() as the client does: names in seat order, each round's faker
 * picked by a roll, votes by seat. Returns the final state and what the test chose.
 */
function playGame(
  names: readonly string[],
  rounds: { fakerRoll: number; picks: number[] }[],
  seed: number,
): { state: GameState; played: PlannedRound[] } {
  const rng = createSeededRng(seed);
  let game: Game = newGame();
  const play = (move: Move, moveRng = rng) => {
    game = unwrap(apply(game, move, { rng: moveRng, now: NOW })).game;
  };
  for (const name of names) play({ type: 'add-player', name });
  play({ type: 'set-rounds', rounds: rounds.length });
  play({ type: 'start' });
  const played: PlannedRound[] = [];
  for (const { fakerRoll, picks } of rounds) {
    for (let seat = 0; seat < names.length; seat++) {
      const last = seat === names.length - 1;
      play({ type: 'submit-entry', content: `Entry ${seat}.` }, last ? () => fakerRoll : rng);
    }
    play({ type: 'fake-arrived', content: 'A fake.' });
    play({ type: 'start-storytelling' });
    for (let seat = 1; seat < names.length; seat++) play({ type: 'next-reader' });
    play({ type: 'start-discussion' });
    play({ type: 'start-voting' });
    play({ type: 'ready-to-vote' });
    const players = game.state.players;
    const faker = players.findIndex((p) => p.id === currentRoundOf(game.state)!.faker!.id);
    const votes = picks.map((pick, seat) => {
      if (pick < 0 && seat === faker) return null;
      const others = players.map((_, i) => i).filter((i) => i !== seat);
      return others[Math.max(0, pick) % others.length]!;
    });
    for (let seat = 0; seat < names.length; seat++) {
      expect(currentPlayer(game.state)!.name).toBe(names[seat]!.trim());
      const vote = votes[seat]!;
      play({ type: 'vote', suspectId: vote === null ? null : players[vote]!.id });
    }
    played.push({ faker, votes });
    play({ type: 'next-round' });
  }
  expect(game.phase).toBe('over');
  return { state: game.state, played };
}

type Figures = Omit<MemberTotals, 'name' | 'points' | 'wins' | 'games'>;

/** Each seat's figures, computed by the test from its own choices (not by the engine). */
function expectedFigures(seats: number, played: PlannedRound[]): Figures[] {
  const out = Array.from({ length: seats }, () => ({
    fakerRounds: 0,
    fakerFooledMost: 0,
    correctVotes: 0,
    votesCast: 0,
  }));
  for (const { faker, votes } of played) {
    let found = 0;
    votes.forEach((vote, seat) => {
      if (seat === faker) return;
      out[seat]!.votesCast++;
      if (vote === faker) {
        out[seat]!.correctVotes++;
        found++;
      }
    });
    out[faker]!.fakerRounds++;
    if ((seats - 1 - found) * 2 > seats - 1) out[faker]!.fakerFooledMost++;
  }
  return out;
}

const byName = (group: Group | undefined, name: string) =>
  group?.members.find((m) => m.name.toLowerCase().replace(/\s/g, '') === name.toLowerCase());

describe('groupKey', () => {
  it.each<[string[], string[], boolean]>([
    [['Ann', 'Bob', 'Cy'], ['Cy', 'Ann', 'Bob'], true],
    [['Ann', 'Bob', 'Cy'], ['ann', ' B o b ', 'CY'], true],
    [['Ann', 'Bob', 'Cy'], ['Ann', 'Bob', 'Cy', 'Di'], false],
    [['Ann', 'Bob', 'Cy'], ['Ann', 'Bob', 'Cyd'], false],
    [['Mary Ann', 'Bob', 'Cy'], ['MaryAnn', 'bob', 'cy'], true],
  ])('%j and %j are the same group: %s', (a, b, same) => {
    expect(groupKey(a) === groupKey(b)).toBe(same);
  });
});

describe('recordGame (issue 15)', () => {
  // Ann fakes round 1 and fools Bob and Cy (Di finds her); Bob fakes round 2, everyone finds him.
  const rounds = [
    { fakerRoll: 0, picks: [-1, 2, 2, 0] },
    { fakerRoll: 0.3, picks: [0, -1, 1, 1] },
  ];

  it('starts a group with the game’s figures, and adds the next game of the same group', () => {
    const first = playGame(['Ann', 'Bob', 'Cy', 'Di'], rounds, 1);
    expect(first.played.map((r) => r.faker)).toEqual([0, 1]);
    let hall = recordGame(emptyHallOfFame(), first.state, NOW);
    let group = findGroup(hall, ['Ann', 'Bob', 'Cy', 'Di']);
    // Ann: 3 (fooled 2) + 0 + 0 (named Bob in round 2? pick 0 of others [1,2,3] → Bob) → +1 = 4.
    expect(group?.members).toEqual([
      {
        name: 'Ann',
        games: 1,
        wins: 1,
        points: 3,
        fakerRounds: 1,
        fakerFooledMost: 1,
        correctVotes: 1,
        votesCast: 1,
      },
      {
        name: 'Bob',
        games: 1,
        wins: 0,
        points: 0,
        fakerRounds: 1,
        fakerFooledMost: 0,
        correctVotes: 0,
        votesCast: 1,
      },
      {
        name: 'Cy',
        games: 1,
        wins: 0,
        points: 1,
        fakerRounds: 0,
        fakerFooledMost: 0,
        correctVotes: 1,
        votesCast: 2,
      },
      {
        name: 'Di',
        games: 1,
        wins: 0,
        points: 2,
        fakerRounds: 0,
        fakerFooledMost: 0,
        correctVotes: 2,
        votesCast: 2,
      },
    ]);
    expect(group?.games).toEqual([{ playedAt: NOW, winners: ['Ann'] }]);

    // The same people in another order, names written differently: the same group.
    const second = playGame(['di', 'CY', 'Bob', 'A nn'], rounds, 2);
    hall = recordGame(hall, second.state, NOW + 1);
    expect(hall.groups).toHaveLength(1);
    group = findGroup(hall, ['Ann', 'Bob', 'Cy', 'Di']);
    expect(group?.games).toHaveLength(2);
    // The spelling of the latest game is kept.
    expect(group?.members.map((m) => m.name)).toEqual(['di', 'CY', 'Bob', 'A nn']);
    expect(byName(group, 'ann')).toMatchObject({ games: 2, fakerRounds: 1 });
    expect(byName(group, 'di')).toMatchObject({ games: 2, fakerRounds: 1, wins: 1 });
  });

  it('a tie is a win for each tied player, and the game lists all of them', () => {
    // Ann fakes, everyone finds her: Bob, Cy and Di share the top with 1 point each.
    const { state } = playGame(
      ['Ann', 'Bob', 'Cy', 'Di'],
      [{ fakerRoll: 0, picks: [-1, 0, 0, 0] }],
      3,
    );
    const group = recordGame(emptyHallOfFame(), state, NOW).groups[0]!;
    expect(group.games[0]!.winners).toEqual(['Bob', 'Cy', 'Di']);
    expect(group.members.map((m) => m.wins)).toEqual([0, 1, 1, 1]);
  });

  it.each<[string, (s: GameState) => GameState]>([
    ['a game not over', (s) => ({ ...s, currentRound: s.rounds - 1 })],
    ['a game never started', (s) => ({ ...s, gameRounds: [], currentRound: 0 })],
    [
      'two names told apart only by case',
      (s) => ({ ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, name: 'ANN' } : p)) }),
    ],
  ])('%s is not recorded', (_name, change) => {
    const { state } = playGame(['Ann', 'Bob', 'Cy'], [{ fakerRoll: 0, picks: [-1, 0, 0] }], 4);
    const hall = emptyHallOfFame();
    expect(recordGame(hall, change(state), NOW)).toBe(hall);
  });

  it('keeps no story text', () => {
    const { state } = playGame(['Ann', 'Bob', 'Cy'], [{ fakerRoll: 0, picks: [-1, 0, 0] }], 5);
    const text = JSON.stringify(recordGame(emptyHallOfFame(), state, NOW));
    expect(text).not.toMatch(/Entry|A fake/);
  });

  it(`keeps ${MAX_GAMES_PER_GROUP} games a group and ${MAX_GROUPS} groups, oldest dropped first`, () => {
    const { state } = playGame(['Ann', 'Bob', 'Cy'], [{ fakerRoll: 0, picks: [-1, 0, 0] }], 6);
    let hall = emptyHallOfFame();
    for (let i = 0; i < MAX_GAMES_PER_GROUP + 5; i++) hall = recordGame(hall, state, i);
    const group = hall.groups[0]!;
    expect(group.games).toHaveLength(MAX_GAMES_PER_GROUP);
    expect(group.games[0]!.playedAt).toBe(5);
    // the totals still count every game
    expect(group.members[0]!.games).toBe(MAX_GAMES_PER_GROUP + 5);

    const renamed = (n: number): GameState => ({
      ...state,
      players: state.players.map((p, i) => (i === 0 ? { ...p, name: `Ann${n}` } : p)),
    });
    for (let n = 0; n < MAX_GROUPS + 2; n++) hall = recordGame(hall, renamed(n), 1000 + n);
    expect(hall.groups).toHaveLength(MAX_GROUPS);
    const keys = hall.groups.map(groupKeyOf);
    // newest first; the original group and Ann0, Ann1 (played longest ago) are gone
    expect(keys[0]).toBe(groupKey([`Ann${MAX_GROUPS + 1}`, 'Bob', 'Cy']));
    expect(keys).not.toContain(groupKey(['Ann', 'Bob', 'Cy']));
    expect(keys).not.toContain(groupKey(['Ann0', 'Bob', 'Cy']));
    expect(keys).toContain(groupKey(['Ann2', 'Bob', 'Cy']));
    // playing an old group again moves it to the front
    hall = recordGame(hall, renamed(5), 5000);
    expect(groupKeyOf(hall.groups[0]!)).toBe(groupKey(['Ann5', 'Bob', 'Cy']));
    expect(hall.groups).toHaveLength(MAX_GROUPS);
  });
});

describe('removeGroup, rankGroup, lastGames', () => {
  const member = (
    name: string,
    wins: number,
    points: number,
    extra: Partial<MemberTotals> = {},
  ) => ({
    name,
    games: 4,
    wins,
    points,
    fakerRounds: 0,
    fakerFooledMost: 0,
    correctVotes: 0,
    votesCast: 0,
    ...extra,
  });
  const group: Group = {
    members: [
      member('Ann', 1, 5, { fakerRounds: 3, fakerFooledMost: 2, correctVotes: 3, votesCast: 4 }),
      member('Bob', 2, 4),
      member('Cy', 1, 5),
      member('Di', 0, 9),
    ],
    games: [1, 2, 3, 4].map((t) => ({ playedAt: t, winners: ['Bob'] })),
  };

  it('ranks by wins, then points; equal rows share a rank', () => {
    expect(rankGroup(group).map((r) => [r.member.name, r.rank])).toEqual([
      ['Bob', 1],
      ['Ann', 2],
      ['Cy', 2],
      ['Di', 4],
    ]);
  });

  it('gives the faker success rate and the detective accuracy, or null with nothing to rate', () => {
    const ann = rankGroup(group).find((r) => r.member.name === 'Ann')!;
    expect([ann.fakerSuccess, ann.detectiveAccuracy]).toEqual([2 / 3, 3 / 4]);
    const bob = rankGroup(group).find((r) => r.member.name === 'Bob')!;
    expect([bob.fakerSuccess, bob.detectiveAccuracy]).toEqual([null, null]);
  });

  it('lists the last games newest first', () => {
    expect(lastGames(group, 2).map((g) => g.playedAt)).toEqual([4, 3]);
    expect(lastGames(group, 10)).toHaveLength(4);
  });

  it('removes one group only', () => {
    const other: Group = {
      ...group,
      members: group.members.map((m) => ({ ...m, name: `${m.name}x` })),
    };
    const hall: HallOfFame = { version: 1, groups: [group, other] };
    const left = removeGroup(hall, groupKeyOf(group));
    expect(left.groups).toEqual([other]);
  });
});

describe('parseHallOfFame', () => {
  const { state } = playGame(['Ann', 'Bob', 'Cy'], [{ fakerRoll: 0, picks: [-1, 0, 0] }], 7);
  const good = recordGame(emptyHallOfFame(), state, NOW);
  const goodGroup = good.groups[0]!;
  const withGroups = (...groups: unknown[]) => ({ version: 1, groups });

  it('reads back what was stored', () => {
    expect(parseHallOfFame(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a string', 'hall of fame'],
    ['an array', [good]],
    ['a newer version', { ...good, version: 2 }],
    ['no version', { groups: good.groups }],
    ['groups not a list', { version: 1, groups: {} }],
  ])('drops %s', (_name, raw) => {
    expect(parseHallOfFame(raw)).toEqual(emptyHallOfFame());
  });

  const badMember = (change: Partial<MemberTotals> | Record<string, unknown>) => ({
    ...goodGroup,
    members: goodGroup.members.map((m, i) => (i === 0 ? { ...m, ...change } : m)),
  });
  it.each<[string, unknown]>([
    ['a negative count', badMember({ wins: -1 })],
    ['a fraction', badMember({ votesCast: 1.5 })],
    ['more wins than games', badMember({ wins: 9 })],
    ['more correct votes than votes', badMember({ correctVotes: 99 })],
    ['fooling more often than faking', badMember({ fakerFooledMost: 9 })],
    ['a name missing', badMember({ name: '' })],
    ['a count as text', badMember({ games: '1' })],
    ['two members with one name', badMember({ name: 'BOB' })],
    ['too few members', { ...goodGroup, members: goodGroup.members.slice(0, 2) }],
    ['not an object', 42],
    ['null', null],
  ])('drops a group with %s, keeps the others', (_name, bad) => {
    const other = recordGame(
      emptyHallOfFame(),
      { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, name: 'Zed' } : p)) },
      NOW,
    ).groups[0]!;
    expect(parseHallOfFame(withGroups(bad, other))).toEqual(withGroups(other));
  });

  it('drops a corrupt game entry but keeps its group, and a second copy of a group', () => {
    const games = [
      { playedAt: 'yesterday', winners: ['Ann'] },
      { playedAt: 5, winners: [] },
      { playedAt: 6 },
      ...goodGroup.games,
    ];
    expect(parseHallOfFame(withGroups({ ...goodGroup, games }, goodGroup))).toEqual(good);
  });

  it('never throws, and what it returns is a valid, bounded record', () => {
    const arbitraryGroup = fc.record({
      members: fc.oneof(
        fc.constant(goodGroup.members),
        fc.array(fc.record({ name: fc.string(), games: fc.integer(), wins: fc.nat() }), {
          maxLength: 9,
        }),
      ),
      games: fc.array(fc.oneof(fc.constant(goodGroup.games[0]), fc.anything()), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            version: fc.constantFrom(1, 2, '1'),
            groups: fc.array(fc.oneof(arbitraryGroup, fc.anything()), { maxLength: 60 }),
          }),
        ),
        (raw) => {
          const parsed = parseHallOfFame(raw);
          expect(HallOfFameSchema.safeParse(parsed).success).toBe(true);
          expect(parsed.groups.length).toBeLessThanOrEqual(MAX_GROUPS);
          const keys = parsed.groups.map(groupKeyOf);
          expect(new Set(keys).size).toBe(keys.length);
          expect(parseHallOfFame(parsed)).toEqual(parsed);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('properties over random games played through apply()', () => {
  const POOL = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
  /** A group of 3–5 from the pool; each game seats them in any order and writes them any way. */
  const gameOf = (members: number) =>
    fc.record({
      seed: fc.integer(),
      order: fc.shuffledSubarray([...Array(members).keys()], {
        minLength: members,
        maxLength: members,
      }),
      upper: fc.array(fc.boolean(), { minLength: members, maxLength: members }),
      rounds: fc.array(
        fc.record({
          fakerRoll: fc.double({ min: 0, max: 0.999, noNaN: true }),
          picks: fc.array(fc.integer({ min: -1, max: members - 2 }), {
            minLength: members,
            maxLength: members,
          }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
  const scenario = fc
    .array(fc.integer({ min: 3, max: 5 }), { minLength: 1, maxLength: 3 })
    .chain((sizes) =>
      fc.record({
        // group g is the first `sizes[g]` names of the pool, offset by g (so groups differ)
        sizes: fc.constant(sizes),
        games: fc.array(
          fc
            .nat({ max: sizes.length - 1 })
            .chain((g) => fc.record({ group: fc.constant(g), game: gameOf(sizes[g]!) })),
          { minLength: 1, maxLength: 6 },
        ),
      }),
    );

  it('each name’s totals are the sum of its group’s games, and the list holds every game', () => {
    fc.assert(
      fc.property(scenario, ({ sizes, games }) => {
        let hall = emptyHallOfFame();
        const members = sizes.map((size, g) => POOL.slice(g, g + size));
        const sums = members.map(
          (names) =>
            new Map(
              names.map((n) => [
                n,
                {
                  games: 0,
                  wins: 0,
                  points: 0,
                  fakerRounds: 0,
                  fakerFooledMost: 0,
                  correctVotes: 0,
                  votesCast: 0,
                },
              ]),
            ),
        );
        const listed = members.map(() => 0);
        games.forEach(({ group, game }, i) => {
          const base = members[group]!;
          const seated = game.order.map((k) => base[k]!);
          const written = seated.map((n, k) =>
            game.upper[k] ? ` ${n.toUpperCase().split('').join(' ')}` : n,
          );
          const { state, played } = playGame(written, game.rounds, game.seed);
          hall = recordGame(hall, state, NOW + i);
          listed[group]!++;
          const figures = expectedFigures(seated.length, played);
          const top = Math.max(...state.players.map((p) => state.scores[p.id]!));
          seated.forEach((name, seat) => {
            const sum = sums[group]!.get(name)!;
            const points = state.scores[state.players[seat]!.id]!;
            sum.games++;
            sum.points += points;
            if (points === top) sum.wins++;
            for (const key of Object.keys(figures[seat]!) as (keyof Figures)[])
              sum[key] += figures[seat]![key];
          });
          expect(HallOfFameSchema.safeParse(hall).success).toBe(true);
        });
        members.forEach((names, g) => {
          const group = findGroup(hall, names);
          if (listed[g] === 0) {
            expect(group).toBeUndefined();
            return;
          }
          expect(group?.games).toHaveLength(listed[g]!);
          for (const name of names) {
            const { name: _written, ...totals } = byName(group, name)!;
            expect(totals).toEqual(sums[g]!.get(name));
          }
        });
        expect(parseHallOfFame(JSON.parse(JSON.stringify(hall)))).toEqual(hall);
      }),
      { numRuns: 60 },
    );
  });
});
