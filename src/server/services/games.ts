// Game records: created at start, completed at the last reveal. No story text ever reaches here.
import { and, eq } from 'drizzle-orm';
import type { CompleteGameRequest, CreateGameRequest, GameRecord } from '../../shared/api/games';
import type { Database } from '../db/client';
import { games } from '../db/schema';

type GameRow = typeof games.$inferSelect;

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

export async function createGame(
  db: Database,
  input: CreateGameRequest,
  now: Date,
): Promise<GameRecord> {
  const completed = input.completed ?? false;
  const [row] = await db
    .insert(games)
    .values({
      createdAt: now,
      roundsCount: input.rounds_count,
      timerMinutes: input.timer_minutes,
      selectedCategories: input.selected_categories,
      playerCount: input.player_count ?? null,
      completed,
      completedAt: completed ? now : null,
    })
    .returning();
  return toGameRecord(row!);
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
