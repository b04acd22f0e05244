// SPEC §4 Scoring and §9: points per round and the running totals.
import { currentRoundOf, withCurrentRound } from './state';
import type { GameState, Player, Round } from './types';

// SPEC §4 Scoring: faker gets players − 1 − votes against the faker; each non-faker who named the
// faker gets 1; everyone else 0. No faker → everyone 0. The faker's own vote never counts, and only
// each current player's latest vote counts.
export function roundPoints(round: Round, players: readonly Player[]): Record<number, number> {
  const points: Record<number, number> = Object.fromEntries(players.map((p) => [p.id, 0]));
  const faker = round.faker;
  if (!faker) return points;
  const playerIds = new Set(players.map((p) => p.id));
  const latestVote = new Map<number, number | null>();
  for (const vote of round.votes) {
    if (vote.voterId !== faker.id && playerIds.has(vote.voterId))
      latestVote.set(vote.voterId, vote.suspectId);
  }
  let votesAgainstFaker = 0;
  for (const [voterId, suspectId] of latestVote) {
    if (suspectId === faker.id) {
      votesAgainstFaker++;
      points[voterId] = 1;
    }
  }
  if (playerIds.has(faker.id))
    points[faker.id] = Math.max(0, players.length - 1 - votesAgainstFaker);
  return points;
}

// SPEC §4 Scoring: runs once per round (the scored flag blocks repeats) and only if a faker is set.
export function scoreRound(state: GameState): GameState {
  const round = currentRoundOf(state);
  if (!round || round.scored || !round.faker) return state;
  const points = roundPoints(round, state.players);
  const scores = { ...state.scores };
  for (const [id, earned] of Object.entries(points))
    scores[Number(id)] = (scores[Number(id)] ?? 0) + earned;
  return { ...withCurrentRound(state, { ...round, scored: true }), scores };
}
