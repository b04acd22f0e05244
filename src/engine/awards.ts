// Issue 15: end-of-game awards and the per-player figures behind them (also kept by the hall of
// fame). Everything here is read from what the reveal screens already showed, round by round: who
// the faker was, and whom each other player voted for. The faker's own vote is never shown, so it
// never counts here either.
import type { GameState, Player, Round } from './types';

/** What one player did in one game, from its scored rounds. */
export interface PlayerGameStats {
  player: Player;
  /** Rounds this player was the faker. */
  fakerRounds: number;
  /** Of those, rounds where most voters (more than half) named someone else. */
  fakerFooledMost: number;
  /** Of those, rounds where most voters (more than half) named this player. */
  fakerCaught: number;
  /** Voters who named someone else while this player was the faker, over the game. */
  votersFooled: number;
  /** Votes cast as a non-faker (the only votes that count and are shown). */
  votesCast: number;
  /** Of those, votes that named the faker. */
  correctVotes: number;
  /** Of those, votes for the round's crowd pick (see `crowdPick`). */
  crowdVotes: number;
}

/** The latest vote of each current non-faker player in a round (as SPEC §4 Scoring counts them). */
function countedVotes(round: Round, players: readonly Player[]): Map<number, number> {
  const ids = new Set(players.map((p) => p.id));
  const votes = new Map<number, number>();
  if (!round.faker) return votes;
  for (const vote of round.votes) {
    if (vote.voterId === round.faker.id || !ids.has(vote.voterId)) continue;
    if (vote.suspectId === null) votes.delete(vote.voterId);
    else votes.set(vote.voterId, vote.suspectId);
  }
  return votes;
}

/**
 * The round's crowd pick: the one player named by the most voters, when that is a single player
 * named by at least two voters (no crowd forms around one vote or a tie at the top).
 */
export function crowdPick(votes: ReadonlyMap<number, number>): number | null {
  const counts = new Map<number, number>();
  for (const suspect of votes.values()) counts.set(suspect, (counts.get(suspect) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  let tied = false;
  for (const [suspect, count] of counts) {
    if (count > bestCount) [best, bestCount, tied] = [suspect, count, false];
    else if (count === bestCount) tied = true;
  }
  return best !== null && !tied && bestCount >= 2 ? best : null;
}

/** Each player's figures over the game's scored rounds (rounds with a faker), in join order. */
export function gameStats(state: GameState): PlayerGameStats[] {
  const stats = new Map<number, PlayerGameStats>(
    state.players.map((player) => [
      player.id,
      {
        player,
        fakerRounds: 0,
        fakerFooledMost: 0,
        fakerCaught: 0,
        votersFooled: 0,
        votesCast: 0,
        correctVotes: 0,
        crowdVotes: 0,
      },
    ]),
  );
  for (const round of state.gameRounds) {
    const faker = round.faker && stats.get(round.faker.id);
    if (!round.scored || !faker) continue;
    const votes = countedVotes(round, state.players);
    const crowd = crowdPick(votes);
    let caughtBy = 0;
    for (const [voterId, suspectId] of votes) {
      const voter = stats.get(voterId)!;
      voter.votesCast++;
      if (suspectId === faker.player.id) {
        voter.correctVotes++;
        caughtBy++;
      }
      if (suspectId === crowd) voter.crowdVotes++;
    }
    const fooled = votes.size - caughtBy;
    faker.fakerRounds++;
    faker.votersFooled += fooled;
    if (fooled * 2 > votes.size) faker.fakerFooledMost++;
    if (caughtBy * 2 > votes.size) faker.fakerCaught++;
  }
  return [...stats.values()];
}

export const AWARD_IDS = ['master-faker', 'lie-detector', 'open-book', 'herd-instinct'] as const;
export type AwardId = (typeof AWARD_IDS)[number];

/** An award and who earned it: `count` (of `outOf`, where the figure is a share) is the figure. */
export interface Award {
  id: AwardId;
  winners: Player[];
  count: number;
  outOf: number | null;
}

/** The players with the highest positive `score` (all of them on a tie); none if nobody scores. */
function best(
  stats: readonly PlayerGameStats[],
  score: (s: PlayerGameStats) => number,
): PlayerGameStats[] {
  const top = Math.max(0, ...stats.map(score));
  return top > 0 ? stats.filter((s) => score(s) === top) : [];
}

/** `outOf` when every winner shares it, else null (then only the count is shown). */
function sharedOutOf(winners: readonly PlayerGameStats[], of: (s: PlayerGameStats) => number) {
  const values = new Set(winners.map(of));
  return values.size === 1 ? [...values][0]! : null;
}

type Rule = (stats: readonly PlayerGameStats[]) => Omit<Award, 'id'>;

/** Issue 15: each award's rule. An award nobody earns is left out. */
const RULES: Record<AwardId, Rule> = {
  // Master Faker: the most rounds as the faker in which most voters (more than half) named
  // someone else, of their rounds as faker. The same count as the hall of fame's Faker column
  // (fakerFooledMost of fakerRounds), so the two screens agree: fooling 1 voter of 2 is not a win.
  'master-faker': (stats) => {
    const winners = best(stats, (s) => s.fakerFooledMost);
    return {
      winners: winners.map((s) => s.player),
      count: winners[0]?.fakerFooledMost ?? 0,
      outOf: sharedOutOf(winners, (s) => s.fakerRounds),
    };
  },
  // Lie Detector: the most votes that named the faker (of the votes they cast).
  'lie-detector': (stats) => {
    const winners = best(stats, (s) => s.correctVotes);
    return {
      winners: winners.map((s) => s.player),
      count: winners[0]?.correctVotes ?? 0,
      outOf: sharedOutOf(winners, (s) => s.votesCast),
    };
  },
  // Open Book: caught (named by most voters) every time they were the faker; among several, the
  // one(s) caught the most times.
  'open-book': (stats) => {
    const always = stats.filter((s) => s.fakerRounds > 0 && s.fakerCaught === s.fakerRounds);
    const winners = best(always, (s) => s.fakerCaught);
    return {
      winners: winners.map((s) => s.player),
      count: winners[0]?.fakerCaught ?? 0,
      outOf: winners[0]?.fakerRounds ?? null,
    };
  },
  // Herd Instinct: voted with the crowd (the round's crowd pick) the most often.
  'herd-instinct': (stats) => {
    const winners = best(stats, (s) => s.crowdVotes);
    return {
      winners: winners.map((s) => s.player),
      count: winners[0]?.crowdVotes ?? 0,
      outOf: sharedOutOf(winners, (s) => s.votesCast),
    };
  },
};

/** Issue 15: the game's awards that somebody earned, in a fixed order. */
export function gameAwards(state: GameState): Award[] {
  const stats = gameStats(state);
  return AWARD_IDS.map((id) => ({ id, ...RULES[id](stats) })).filter((a) => a.winners.length > 0);
}
