// SPEC §4 Voting and §5 Voting validation.
import { engineErrors, fail, ok, type Result } from './result';
import { currentRoundOf, findPlayer, withCurrentRound } from './state';
import { isFaker } from './faker';
import type { GameState, Player, Round, Vote } from './types';

/** The vote a player has cast in a round, if any. */
export function voteOf(round: Round, voterId: number): Vote | undefined {
  return round.votes.find((v) => v.voterId === voterId);
}

// SPEC §2 Voting: the choices are all the other players.
export function voteChoices(state: GameState, voterId: number): Player[] {
  return state.players.filter((p) => p.id !== voterId);
}

// SPEC §4 Voting + §5: a non-faker must name another current player; the faker may pass (null);
// nobody votes for themself; a new vote replaces the voter's earlier one in the round.
export function castVote(
  state: GameState,
  voterId: number,
  suspectId: number | null,
): Result<GameState> {
  const round = currentRoundOf(state);
  if (!round) return fail(engineErrors.noCurrentRound());
  if (round.scored) return fail(engineErrors.roundAlreadyScored());
  if (!findPlayer(state, voterId)) return fail(engineErrors.unknownVoter());
  if (suspectId === null) {
    if (!isFaker(round, voterId)) return fail(engineErrors.suspectRequired());
  } else {
    if (suspectId === voterId) return fail(engineErrors.selfVote());
    if (!findPlayer(state, suspectId)) return fail(engineErrors.unknownSuspect());
  }
  const vote: Vote = { voterId, suspectId };
  const votes = voteOf(round, voterId)
    ? round.votes.map((v) => (v.voterId === voterId ? vote : v))
    : [...round.votes, vote];
  return ok(withCurrentRound(state, { ...round, votes }));
}

// SPEC §2 Voting: after the last voter the product goes to the reveal.
export function allVotesCast(state: GameState): boolean {
  const round = currentRoundOf(state);
  if (!round || state.players.length === 0) return false;
  return state.players.every((p) => voteOf(round, p.id) !== undefined);
}
