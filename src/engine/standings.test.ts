import { describe, expect, it } from 'vitest';
import { scoreRound } from './scoring';
import { roundStandings, type RoundStanding } from './round-standings';
import { gameDurationMinutes, gameResult, standings } from './standings';
import { createInitialState, withCurrentRound } from './state';
import { withPlayers } from './test-helpers';
import type { GameState, Player } from './types';

// Players A..E with the given totals (in join order).
const withScores = (totals: number[]): GameState => {
  const state = withPlayers(['A', 'B', 'C', 'D', 'E'].slice(0, totals.length));
  return { ...state, scores: Object.fromEntries(state.players.map((p, i) => [p.id, totals[i]!])) };
};
const names = (players: { name: string }[]) => players.map((p) => p.name);

describe('standings (SPEC §2 End game)', () => {
  it.each<[number[], [string, number, number][]]>([
    [
      [1, 5, 3],
      [
        ['B', 5, 1],
        ['C', 3, 2],
        ['A', 1, 3],
      ],
    ],
    [
      [4, 4, 2, 4],
      [
        ['A', 4, 1],
        ['B', 4, 1],
        ['D', 4, 1],
        ['C', 2, 4],
      ],
    ],
    [
      [0, 3, 3, 1, 1],
      [
        ['B', 3, 1],
        ['C', 3, 1],
        ['D', 1, 3],
        ['E', 1, 3],
        ['A', 0, 5],
      ],
    ],
  ])('totals %j rank as %j', (totals, expected) => {
    expect(standings(withScores(totals)).map((s) => [s.player.name, s.score, s.rank])).toEqual(
      expected,
    );
  });

  it('treats a missing total as 0', () => {
    const state = { ...withPlayers(['A', 'B']), scores: {} };
    expect(standings(state).map((s) => s.score)).toEqual([0, 0]);
  });
});

describe('roundStandings (issue 21, item 16: the running table after each reveal)', () => {
  // A, B, C with totals before the round; this round B is the faker, A finds B, C votes for A.
  const roundWith = (totals: number[], scored: boolean) => {
    const state = withScores(totals);
    const [a, b, c] = state.players as [Player, Player, Player];
    const round = {
      category: 'awkward' as const,
      faker: b,
      stories: [],
      votes: [
        { voterId: a.id, suspectId: b.id },
        { voterId: c.id, suspectId: a.id },
        { voterId: b.id, suspectId: null },
      ],
      scored: false,
    };
    const started = withCurrentRound({ ...state, gameRounds: [round] }, round);
    return scored ? scoreRound(started) : started;
  };
  const row = (s: RoundStanding) => [
    s.player.name,
    s.score,
    s.rank,
    s.gained,
    s.rankBefore,
    s.moved,
  ];

  it('gives each player the total and rank before and after this round, and the places moved', () => {
    // Before: A 3 (1st), B 0 (3rd), C 2 (2nd). Points: A +1, B +1 (3 − 1 − 1), C +0.
    // After: A 4 (1st), C 2 (2nd), B 1 (3rd): nobody moves.
    expect(roundStandings(roundWith([3, 0, 2], true)).map(row)).toEqual([
      ['A', 4, 1, 1, 1, 0],
      ['C', 2, 2, 0, 2, 0],
      ['B', 1, 3, 1, 3, 0],
    ]);
    // Before: A 0, B 1, C 1 (B and C share 1st). After: A 1, B 2, C 1: B alone on top, A up to
    // share 2nd with C (A climbed one place, C dropped one).
    expect(roundStandings(roundWith([0, 1, 1], true)).map(row)).toEqual([
      ['B', 2, 1, 1, 1, 0],
      ['A', 1, 2, 1, 3, 1],
      ['C', 1, 2, 0, 1, -1],
    ]);
  });

  it('the total before is the total after minus this round', () => {
    const table = roundStandings(roundWith([5, 2, 4], true));
    for (const s of table) expect(s.scoreBefore + s.gained).toBe(s.score);
  });

  it('an unscored round, or no round, changes nothing', () => {
    expect(roundStandings(roundWith([3, 0, 2], false)).map(row)).toEqual([
      ['A', 3, 1, 0, 1, 0],
      ['C', 2, 2, 0, 2, 0],
      ['B', 0, 3, 0, 3, 0],
    ]);
    expect(roundStandings(withScores([1, 2])).map((s) => s.moved)).toEqual([0, 0]);
  });
});

describe('gameResult (SPEC §9)', () => {
  it('a single top total is the winner', () => {
    const result = gameResult(withScores([1, 5, 3]));
    expect(result.kind).toBe('winner');
    expect(names(result.winners)).toEqual(['B']);
    expect(result.topScore).toBe(5);
  });

  it.each<[number[], string[]]>([
    [
      [4, 4, 2],
      ['A', 'B'],
    ],
    [
      [2, 6, 6, 6],
      ['B', 'C', 'D'],
    ],
    [
      [0, 0, 0],
      ['A', 'B', 'C'],
    ],
  ])('equal top totals %j are a tie showing all tied players', (totals, tied) => {
    const result = gameResult(withScores(totals));
    expect(result.kind).toBe('tie');
    expect(names(result.winners)).toEqual(tied);
  });

  it('no players: no result', () => {
    expect(gameResult(createInitialState())).toEqual({ kind: 'none', winners: [], topScore: 0 });
  });
});

describe('gameDurationMinutes (SPEC §7, §9: whole minutes)', () => {
  const created = '2025-05-19T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2025-05-19T10:00:00.000Z', 0],
    ['2025-05-19T10:00:29.000Z', 0],
    ['2025-05-19T10:00:31.000Z', 1],
    ['2025-05-19T10:25:10.000Z', 25],
    ['2025-05-19T09:59:00.000Z', 0],
  ])('at %s → %i minutes', (now, minutes) => {
    expect(gameDurationMinutes(created, at(now))).toBe(minutes);
  });

  it('an unreadable creation time gives 0', () => {
    expect(gameDurationMinutes('not a date', 1_000_000)).toBe(0);
  });
});
