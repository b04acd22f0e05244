import { describe, expect, it } from 'vitest';
import { gameDurationMinutes, gameResult, standings } from './standings';
import { createInitialState } from './state';
import { withPlayers } from './test-helpers';
import type { GameState } from './types';

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
