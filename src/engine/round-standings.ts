// Issue 21, item 16: the running table after a round, a read-only view kept in its own module so
// only the reveal's chunk holds it (not the game's shared chunk, which the home screen loads).
import { roundPoints } from './scoring';
import { rankTotals, standings, type Standing } from './standings';
import { currentRoundOf } from './state';
import type { GameState } from './types';

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
