import { describe, expect, it } from 'vitest';
import { crowdPick, gameAwards, gameStats, type AwardId } from './awards';
import { emptyHallOfFame, rankGroup, recordGame } from './hall-of-fame';
import { nextRound } from './flow';
import { scoreRound } from './scoring';
import { startedGame } from './test-helpers';
import type { GameState } from './types';

const NAMES = ['Ann', 'Bob', 'Cy', 'Di'];

/** One round: the faker, and whom each player voted for (null: the faker passed). */
type RoundPlan = { faker: string; votes: Record<string, string | null>; scored?: boolean };

/** A finished game with these rounds, scored by the engine's own rule. */
function played(rounds: RoundPlan[], names = NAMES): GameState {
  let state = startedGame(names, { rounds: rounds.length, categories: ['awkward'] });
  const id = (name: string) => state.players.find((p) => p.name === name)!.id;
  for (const plan of rounds) {
    const round = state.gameRounds[state.currentRound]!;
    const faker = state.players.find((p) => p.name === plan.faker)!;
    const votes = Object.entries(plan.votes).map(([voter, suspect]) => ({
      voterId: id(voter),
      suspectId: suspect === null ? null : id(suspect),
    }));
    state = {
      ...state,
      gameRounds: state.gameRounds.map((r, i) =>
        i === state.currentRound ? { ...round, faker, votes } : r,
      ),
    };
    if (plan.scored !== false) state = scoreRound(state);
    state = nextRound(state);
  }
  return state;
}

/** The awards as [id, winner names, count, outOf]. */
const summary = (state: GameState) =>
  gameAwards(state).map((a) => [a.id, a.winners.map((p) => p.name), a.count, a.outOf]);

describe('crowdPick', () => {
  it.each<[string, [number, number][], number | null]>([
    ['no votes', [], null],
    ['one vote is no crowd', [[1, 7]], null],
    [
      'two votes for one player',
      [
        [1, 7],
        [2, 7],
        [3, 8],
      ],
      7,
    ],
    [
      'a tie at the top',
      [
        [1, 7],
        [2, 7],
        [3, 8],
        [4, 8],
      ],
      null,
    ],
    [
      'every vote apart',
      [
        [1, 7],
        [2, 8],
        [3, 9],
      ],
      null,
    ],
  ])('%s', (_name, votes, expected) => {
    expect(crowdPick(new Map(votes))).toBe(expected);
  });
});

describe('gameAwards (issue 15)', () => {
  it.each<[string, RoundPlan[], [AwardId, string[], number, number | null][]]>([
    [
      'one winner each',
      [
        // Ann fakes: Bob and Cy fooled (both name Di), Di finds her.
        { faker: 'Ann', votes: { Ann: null, Bob: 'Di', Cy: 'Di', Di: 'Ann' } },
        // Bob fakes: everyone finds him.
        { faker: 'Bob', votes: { Ann: 'Bob', Bob: 'Ann', Cy: 'Bob', Di: 'Bob' } },
      ],
      [
        // Ann fooled most voters (2 of 3) in her 1 round as faker.
        ['master-faker', ['Ann'], 1, 1],
        ['lie-detector', ['Di'], 2, 2],
        ['open-book', ['Bob'], 1, 1],
        // Round 1's crowd is Di (Bob, Cy); round 2's is Bob (Ann, Cy, Di): Cy twice.
        ['herd-instinct', ['Cy'], 2, 2],
      ],
    ],
    [
      'ties are named as ties',
      [
        { faker: 'Ann', votes: { Ann: 'Bob', Bob: 'Cy', Cy: 'Bob', Di: 'Ann' } },
        { faker: 'Bob', votes: { Ann: 'Cy', Bob: 'Ann', Cy: 'Ann', Di: 'Bob' } },
      ],
      [
        // Each fooled two voters of three: most voters, in 1 of 1 round.
        ['master-faker', ['Ann', 'Bob'], 1, 1],
        // Di found both fakers.
        ['lie-detector', ['Di'], 2, 2],
        // No crowd: in each round every voter named a different player.
      ],
    ],
    [
      'a faker found by everyone every time, nobody fooled',
      [{ faker: 'Cy', votes: { Ann: 'Cy', Bob: 'Cy', Cy: null, Di: 'Cy' } }],
      [
        ['lie-detector', ['Ann', 'Bob', 'Di'], 1, 1],
        ['open-book', ['Cy'], 1, 1],
        ['herd-instinct', ['Ann', 'Bob', 'Di'], 1, 1],
      ],
    ],
    [
      'a faker nobody found: no lie detector, no open book',
      [{ faker: 'Di', votes: { Ann: 'Bob', Bob: 'Ann', Cy: 'Ann', Di: 'Cy' } }],
      [
        ['master-faker', ['Di'], 1, 1],
        ['herd-instinct', ['Bob', 'Cy'], 1, 1],
      ],
    ],
    [
      'half the voters is neither "caught" nor "fooled": no open book, no master faker',
      [
        {
          faker: 'Ann',
          votes: { Ann: null, Bob: 'Ann', Cy: 'Ann', Di: 'Bob', Eve: 'Bob' },
        },
      ],
      [['lie-detector', ['Bob', 'Cy'], 1, 1]],
    ],
    [
      'open book goes to the faker caught the most times',
      [
        { faker: 'Ann', votes: { Ann: null, Bob: 'Ann', Cy: 'Ann', Di: 'Ann' } },
        { faker: 'Ann', votes: { Ann: null, Bob: 'Ann', Cy: 'Ann', Di: 'Cy' } },
        { faker: 'Bob', votes: { Ann: 'Bob', Bob: null, Cy: 'Bob', Di: 'Bob' } },
      ],
      [
        // Ann fooled 1 voter of 3 in round 2: not most, so no master faker.
        ['lie-detector', ['Cy'], 3, 3],
        ['open-book', ['Ann'], 2, 2],
        ['herd-instinct', ['Cy'], 3, 3],
      ],
    ],
    [
      'a round never scored counts for nothing',
      [{ faker: 'Ann', votes: { Ann: null, Bob: 'Cy', Cy: 'Bob', Di: 'Bob' }, scored: false }],
      [],
    ],
  ])('%s', (_name, rounds, expected) => {
    const names = rounds.some((r) => 'Eve' in r.votes) ? [...NAMES, 'Eve'] : NAMES;
    expect(summary(played(rounds, names))).toEqual(expected);
  });

  it('the faker’s own vote, never shown, never counts', () => {
    const a = played([{ faker: 'Ann', votes: { Ann: null, Bob: 'Ann', Cy: 'Ann', Di: 'Bob' } }]);
    const b = played([{ faker: 'Ann', votes: { Ann: 'Bob', Bob: 'Ann', Cy: 'Ann', Di: 'Bob' } }]);
    expect(gameStats(a).map(({ player: _p, ...s }) => s)).toEqual(
      gameStats(b).map(({ player: _p, ...s }) => s),
    );
    expect(summary(a)).toEqual(summary(b));
  });

  it('agrees with the hall of fame’s Faker column: fooling 1 voter of 2 is not Master Faker', () => {
    // Issue 21, item 15: the award said "fooled 1 voter" while the hall of fame showed "0% 0/1".
    const state = played(
      [{ faker: 'Ann', votes: { Ann: null, Bob: 'Cy', Cy: 'Ann' } }],
      ['Ann', 'Bob', 'Cy'],
    );
    expect(gameAwards(state).map((a) => a.id)).not.toContain('master-faker');
    const rows = rankGroup(recordGame(emptyHallOfFame(), state, 0).groups[0]!);
    const ann = rows.find((r) => r.member.name === 'Ann')!;
    expect([ann.member.fakerFooledMost, ann.member.fakerRounds]).toEqual([0, 1]);
  });

  it('Master Faker’s figure is the hall of fame’s Faker figure for the game', () => {
    const state = played([
      { faker: 'Ann', votes: { Ann: null, Bob: 'Di', Cy: 'Di', Di: 'Bob' } },
      { faker: 'Ann', votes: { Ann: null, Bob: 'Ann', Cy: 'Ann', Di: 'Bob' } },
      { faker: 'Bob', votes: { Ann: 'Bob', Bob: null, Cy: 'Bob', Di: 'Bob' } },
    ]);
    const award = gameAwards(state).find((a) => a.id === 'master-faker')!;
    const rows = rankGroup(recordGame(emptyHallOfFame(), state, 0).groups[0]!);
    for (const winner of award.winners) {
      const row = rows.find((r) => r.member.name === winner.name)!;
      expect([award.count, award.outOf]).toEqual([
        row.member.fakerFooledMost,
        row.member.fakerRounds,
      ]);
    }
    expect([award.winners.map((p) => p.name), award.count, award.outOf]).toEqual([['Ann'], 1, 2]);
  });

  it('a game not started has no awards', () => {
    expect(gameAwards(startedGame(NAMES))).toEqual([]);
  });
});

describe('gameStats', () => {
  it('counts each player’s rounds as faker, fooled voters and votes', () => {
    const state = played([
      { faker: 'Ann', votes: { Ann: null, Bob: 'Di', Cy: 'Di', Di: 'Ann' } },
      { faker: 'Bob', votes: { Ann: 'Bob', Bob: 'Ann', Cy: 'Bob', Di: 'Bob' } },
    ]);
    expect(
      gameStats(state).map((s) => [
        s.player.name,
        s.fakerRounds,
        s.fakerFooledMost,
        s.fakerCaught,
        s.votersFooled,
        s.correctVotes,
        s.votesCast,
      ]),
    ).toEqual([
      ['Ann', 1, 1, 0, 2, 1, 1],
      ['Bob', 1, 0, 1, 0, 0, 1],
      ['Cy', 0, 0, 0, 0, 1, 2],
      ['Di', 0, 0, 0, 0, 2, 2],
    ]);
  });
});
