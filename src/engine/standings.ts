// SPEC §2 End game and §9: the ranked score table and the winner or tie banner.
import { roundPoints } from './scoring';
import { currentRoundOf } from './state';
import type { GameState, Player } from './types';

export interface Standing {
  player: Player;
  score: number;
  /** 1-based; tied scores share a rank and the next rank skips (1, 1, 3). */
  rank: number;
}

export type GameResult =
  | { kind: 'winner'; winners: [Player]; topScore: number }
  | { kind: 'tie'; winners: Player[]; topScore: number }
  | { kind: 'none'; winners: []; topScore: 0 };

// SPEC §2 End game: a ranked score table, highest first; equal scores share a rank, join order kept.
export function standings(state: GameState): Standing[] {
  return rankTotals(state.players, state.scores);
}

function rankTotals(players: readonly Player[], totals: Record<number, number>): Standing[] {
  const sorted = players
    .map((player) => ({ player, score: totals[player.id] ?? 0 }))
    .sort((a, b) => b.score - a.score);
  return sorted.map((entry) => ({
    ...entry,
    rank: sorted.findIndex((other) => other.score === entry.score) + 1,
  }));
}

export interface RoundStanding extends Standing {
  /** Points earned this round (0 if the round is not scored yet). */
  gained: number;
  /** The total and the rank before this round. */
  scoreBefore: number;
  rankBefore: number;
  /** Places climbed this round: rankBefore − rank (negative: dropped). */
  moved: number;
}

// Issue 21, item 16: the running table after a round's reveal, with each player's total and rank
// before this round, so the reveal can show who moved up. Read-only: a scored round's points are
// taken back off the totals to find the table before it; an unscored round changed nothing.
export function roundStandings(state: GameState): RoundStanding[] {
  const round = currentRoundOf(state);
  const points = round?.scored ? roundPoints(round, state.players) : {};
  const before: Record<number, number> = {};
  for (const player of state.players)
    before[player.id] = (state.scores[player.id] ?? 0) - (points[player.id] ?? 0);
  const rankBefore = new Map(
    rankTotals(state.players, before).map((s) => [s.player.id, s.rank] as const),
  );
  return standings(state).map((entry) => {
    const was = rankBefore.get(entry.player.id) ?? entry.rank;
    return {
      ...entry,
      gained: points[entry.player.id] ?? 0,
      scoreBefore: before[entry.player.id] ?? 0,
      rankBefore: was,
      moved: was - entry.rank,
    };
  });
}

// SPEC §9: the winner is the top total; a tie if the top two are equal, showing all tied players.
export function gameResult(state: GameState): GameResult {
  const table = standings(state);
  const top = table[0];
  if (!top) return { kind: 'none', winners: [], topScore: 0 };
  const winners = table.filter((s) => s.score === top.score).map((s) => s.player);
  return winners.length === 1
    ? { kind: 'winner', winners: [top.player], topScore: top.score }
    : { kind: 'tie', winners, topScore: top.score };
}

// SPEC §7 complete-game / §9: the game's duration in whole minutes since the record was created.
export function gameDurationMinutes(createdAt: string, nowMs: number): number {
  const started = Date.parse(createdAt);
  if (Number.isNaN(started)) return 0;
  return Math.max(0, Math.round((nowMs - started) / 60_000));
}
