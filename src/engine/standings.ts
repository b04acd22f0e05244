// SPEC §2 End game and §9: the ranked score table and the winner or tie banner.
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

/** The ranked table of these totals (the rule of `standings`). */
export function rankTotals(players: readonly Player[], totals: Record<number, number>): Standing[] {
  const sorted = players
    .map((player) => ({ player, score: totals[player.id] ?? 0 }))
    .sort((a, b) => b.score - a.score);
  return sorted.map((entry) => ({
    ...entry,
    rank: sorted.findIndex((other) => other.score === entry.score) + 1,
  }));
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
