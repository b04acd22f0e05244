// Game records: created at start, completed at the last reveal. No story text ever reaches here.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CompleteGameRequest, CreateGameRequest, GameRecord } from '../../shared/api/games';
import type { Database, DatabaseHandle, PreparedStatement } from '../db/client';
import { groupWrites } from '../db/group-writes';
import { games } from '../db/schema';

type GameRow = typeof games.$inferSelect;

/** Writes one new game row; see gameInserter. */
export type InsertGame = (row: GameRow) => Promise<void>;

/**
 * Inserts any number of games in one fixed statement: one array per column, unnested into rows.
 * Categories travel as comma-joined text (category ids are validated, never contain a comma), as
 * arrays of arrays of different lengths cannot be unnested.
 */
const INSERT_GAMES: PreparedStatement = {
  name: 'fakeout_insert_games',
  text: `insert into games (id, created_at, rounds_count, timer_minutes, selected_categories,
                            player_count, completed, completed_at)
         select id, created_at, rounds_count, timer_minutes, string_to_array(categories, ','),
                player_count, completed, completed_at
           from unnest($1::uuid[], $2::timestamptz[], $3::smallint[], $4::smallint[], $5::text[],
                       $6::smallint[], $7::boolean[], $8::timestamptz[])
             as t(id, created_at, rounds_count, timer_minutes, categories, player_count, completed,
                  completed_at)`,
};

/**
 * The writer of new game rows: games recorded at the same moment are inserted together in one
 * statement (src/server/db/group-writes.ts), which is what keeps POST /api/games fast on
 * PostgreSQL under load (issue 8, docs/decisions/006). One statement in flight at a time: the
 * games arriving meanwhile form the next group, and the rest of the pool stays free for the
 * other routes.
 */
export function gameInserter(database: Pick<DatabaseHandle, 'prepared'>): InsertGame {
  return groupWrites<GameRow>(
    async (rows) => {
      await database.prepared(INSERT_GAMES, [
        rows.map((r) => r.id),
        rows.map((r) => r.createdAt),
        rows.map((r) => r.roundsCount),
        rows.map((r) => r.timerMinutes),
        rows.map((r) => r.selectedCategories.join(',')),
        rows.map((r) => r.playerCount),
        rows.map((r) => r.completed),
        rows.map((r) => r.completedAt),
      ]);
    },
    { maxRows: 64, maxInFlight: 1 },
  );
}

export function toGameRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    rounds_count: row.roundsCount,
    timer_minutes: row.timerMinutes,
    selected_categories: row.selectedCategories as GameRecord['selected_categories'],
    player_count: row.playerCount,
    completed: row.completed,
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    duration_minutes: row.durationMinutes,
  };
}

/** Records a new game. Every value of the row is known here (the id too), so nothing is read back. */
export async function createGame(
  insertGame: InsertGame,
  input: CreateGameRequest,
  now: Date,
): Promise<GameRecord> {
  const completed = input.completed ?? false;
  const row: GameRow = {
    id: randomUUID(),
    createdAt: now,
    roundsCount: input.rounds_count,
    timerMinutes: input.timer_minutes,
    selectedCategories: input.selected_categories,
    playerCount: input.player_count ?? null,
    completed,
    completedAt: completed ? now : null,
    durationMinutes: null,
  };
  await insertGame(row);
  return toGameRecord(row);
}

/**
 * Marks a game completed with its duration. Idempotent: a repeat (a retried request) leaves the
 * first completion in place and returns it. Undefined when no such game exists.
 */
export async function completeGame(
  db: Database,
  input: CompleteGameRequest,
  now: Date,
): Promise<GameRecord | undefined> {
  const [updated] = await db
    .update(games)
    .set({ completed: true, completedAt: now, durationMinutes: input.duration })
    .where(and(eq(games.id, input.gameId), eq(games.completed, false)))
    .returning();
  if (updated) return toGameRecord(updated);
  const [existing] = await db.select().from(games).where(eq(games.id, input.gameId));
  return existing ? toGameRecord(existing) : undefined;
}
