// Issue 15: the group's hall of fame, kept on the device. A group is its set of player names, told
// apart as players tell names apart (nameKey: case and spaces ignored), whatever order they sat in.
// Per name it keeps running totals over every game the group completed, and it lists the group's
// last games (when, who won). Names and counts only: no story text, no votes of single rounds.
import * as z from 'zod/mini';
import { gameStats } from './awards';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { nameKey } from './players';
import { gameResult } from './standings';
import { isPastLastRound } from './state';
import type { GameState } from './types';

export const HALL_OF_FAME_VERSION = 1;
/** Groups kept; the group that played longest ago goes first. */
export const MAX_GROUPS = 50;
/** Games listed per group; the oldest goes first (the totals keep counting them). */
export const MAX_GAMES_PER_GROUP = 200;

const count = z.int().check(z.minimum(0));

/** One name's running totals in one group. */
export const MemberTotalsSchema = z.object({
  /** The name as last written (the group tells names apart by nameKey). */
  name: z.string().check(z.minLength(1)),
  games: count,
  /** Games won, a shared win (a tie at the top) included. */
  wins: count,
  points: count,
  fakerRounds: count,
  /** Rounds as faker in which most voters named someone else. */
  fakerFooledMost: count,
  /** Non-faker votes that named the faker. */
  correctVotes: count,
  /** Non-faker votes (the faker's vote never counts). */
  votesCast: count,
});
export type MemberTotals = z.infer<typeof MemberTotalsSchema>;

/** One completed game in the group's list. */
export const RecordedGameSchema = z.object({
  /** When it ended, epoch ms. */
  playedAt: z.number().check(z.minimum(0)),
  /** The winner, or every tied player, as named in that game. */
  winners: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type RecordedGame = z.infer<typeof RecordedGameSchema>;

export const GroupSchema = z.object({
  members: z.array(MemberTotalsSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
  /** Oldest first. */
  games: z.array(RecordedGameSchema),
});
export type Group = z.infer<typeof GroupSchema>;

export const HallOfFameSchema = z.object({
  version: z.literal(HALL_OF_FAME_VERSION),
  /** Most recently played first. */
  groups: z.array(GroupSchema),
});
export type HallOfFame = z.infer<typeof HallOfFameSchema>;

export function emptyHallOfFame(): HallOfFame {
  return { version: HALL_OF_FAME_VERSION, groups: [] };
}

/** A group's identity: its names' keys, sorted (nameKey holds no spaces, so a space joins them). */
export function groupKey(names: readonly string[]): string {
  return names.map(nameKey).sort().join(' ');
}

export const groupKeyOf = (group: Group): string => groupKey(group.members.map((m) => m.name));

export function findGroup(hall: HallOfFame, names: readonly string[]): Group | undefined {
  const key = groupKey(names);
  return hall.groups.find((g) => groupKeyOf(g) === key);
}

/** Whether a group's figures hold together (a hand-edited or damaged record can break them). */
function isConsistent(group: Group): boolean {
  const keys = group.members.map((m) => nameKey(m.name));
  if (keys.some((k) => k === '') || new Set(keys).size !== keys.length) return false;
  return group.members.every(
    (m) =>
      m.wins <= m.games &&
      m.fakerFooledMost <= m.fakerRounds &&
      m.correctVotes <= m.votesCast &&
      m.games >= Math.min(group.games.length, MAX_GAMES_PER_GROUP),
  );
}

/**
 * Reads a stored record without ever throwing: an unknown version or shape gives an empty hall of
 * fame; a corrupt group, or a second copy of a group, is dropped; a corrupt game entry is dropped
 * from its list. The bounds are applied.
 */
export function parseHallOfFame(raw: unknown): HallOfFame {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return emptyHallOfFame();
  const record = raw as Record<string, unknown>;
  if (record.version !== HALL_OF_FAME_VERSION || !Array.isArray(record.groups)) {
    return emptyHallOfFame();
  }
  const seen = new Set<string>();
  const groups: Group[] = [];
  for (const candidate of record.groups) {
    if (groups.length === MAX_GROUPS) break;
    if (typeof candidate !== 'object' || candidate === null) continue;
    const entry = candidate as Record<string, unknown>;
    const games = Array.isArray(entry.games)
      ? entry.games.flatMap((g) => {
          const parsed = RecordedGameSchema.safeParse(g);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
    const parsed = GroupSchema.safeParse({
      members: entry.members,
      games: games.slice(-MAX_GAMES_PER_GROUP),
    });
    if (!parsed.success || !isConsistent(parsed.data)) continue;
    const key = groupKeyOf(parsed.data);
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push(parsed.data);
  }
  return { version: HALL_OF_FAME_VERSION, groups };
}

/**
 * Whether a game counts for the hall of fame: every round played (the state of a game in the phase
 * 'over'), 3–8 players, names told apart.
 */
export function isRecordable(state: GameState): boolean {
  const keys = state.players.map((p) => nameKey(p.name));
  return (
    state.gameRounds.length > 0 &&
    state.gameRounds.length === state.rounds &&
    isPastLastRound(state) &&
    state.players.length >= MIN_PLAYERS &&
    state.players.length <= MAX_PLAYERS &&
    new Set(keys).size === keys.length
  );
}

/**
 * Issue 15: adds a completed game to its group (created on its first game): each name's totals
 * grow by the game's figures and the game joins the list. The group becomes the most recent; the
 * bounds drop the group played longest ago and the oldest games. A game that does not count
 * (isRecordable) leaves the record as it was.
 */
export function recordGame(hall: HallOfFame, state: GameState, playedAt: number): HallOfFame {
  if (!isRecordable(state)) return hall;
  const key = groupKey(state.players.map((p) => p.name));
  const existing = hall.groups.find((g) => groupKeyOf(g) === key);
  const result = gameResult(state);
  const winnerIds = new Set(result.winners.map((p) => p.id));
  const members = gameStats(state).map(({ player, ...stats }): MemberTotals => {
    const before = existing?.members.find((m) => nameKey(m.name) === nameKey(player.name));
    return {
      name: player.name,
      games: (before?.games ?? 0) + 1,
      wins: (before?.wins ?? 0) + (winnerIds.has(player.id) ? 1 : 0),
      points: (before?.points ?? 0) + Math.max(0, Math.round(state.scores[player.id] ?? 0)),
      fakerRounds: (before?.fakerRounds ?? 0) + stats.fakerRounds,
      fakerFooledMost: (before?.fakerFooledMost ?? 0) + stats.fakerFooledMost,
      correctVotes: (before?.correctVotes ?? 0) + stats.correctVotes,
      votesCast: (before?.votesCast ?? 0) + stats.votesCast,
    };
  });
  const game: RecordedGame = { playedAt, winners: result.winners.map((p) => p.name) };
  const group: Group = {
    members,
    games: [...(existing?.games ?? []), game].slice(-MAX_GAMES_PER_GROUP),
  };
  const others = hall.groups.filter((g) => g !== existing);
  return { version: HALL_OF_FAME_VERSION, groups: [group, ...others].slice(0, MAX_GROUPS) };
}

/** The hall of fame without one group (the player cleared it). */
export function removeGroup(hall: HallOfFame, key: string): HallOfFame {
  return { ...hall, groups: hall.groups.filter((g) => groupKeyOf(g) !== key) };
}

/** A member's row in the group's ranked table. */
export interface HallOfFameRow {
  member: MemberTotals;
  /** 1-based; equal wins and points share a rank (1, 1, 3). */
  rank: number;
  /** Rounds as faker that fooled most voters, of rounds as faker (null: never the faker). */
  fakerSuccess: number | null;
  /** Correct votes of votes cast (null: no votes yet). */
  detectiveAccuracy: number | null;
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The group's table: most wins first, then most points; ties share a rank, join order kept. */
export function rankGroup(group: Group): HallOfFameRow[] {
  const sorted = [...group.members].sort((a, b) => b.wins - a.wins || b.points - a.points);
  return sorted.map((member) => ({
    member,
    rank: sorted.findIndex((o) => o.wins === member.wins && o.points === member.points) + 1,
    fakerSuccess: ratio(member.fakerFooledMost, member.fakerRounds),
    detectiveAccuracy: ratio(member.correctVotes, member.votesCast),
  }));
}

/** The group's last `n` games, newest first. */
export function lastGames(group: Group, n: number): RecordedGame[] {
  return group.games.slice(-n).reverse();
}
