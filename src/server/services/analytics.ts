// Analytics events: counts and ids only (DESIGN.md: story text is never stored or logged).
import type { TrackCategoryRequest, TrackGameStartRequest } from '../../shared/api/analytics';
import type { Database } from '../db/client';
import { analyticsEvents } from '../db/schema';
import { databaseErrorCode } from '../http-error';

const FOREIGN_KEY_VIOLATION = '23503';

export async function recordGameStart(
  db: Database,
  input: TrackGameStartRequest,
  now: Date,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    kind: 'game_start',
    playerCount: input.playerCount,
    roundsCount: input.rounds,
    categories: input.categories,
    occurredAt: now,
    createdAt: now,
  });
}

/** Records a category pick for a game; false when the game does not exist. */
export async function recordCategoryPick(
  db: Database,
  input: TrackCategoryRequest,
  now: Date,
): Promise<boolean> {
  try {
    await db.insert(analyticsEvents).values({
      kind: 'category_pick',
      gameId: input.gameId,
      playerCount: input.playerCount,
      category: input.category,
      occurredAt: new Date(input.selectedAt),
      createdAt: now,
    });
    return true;
  } catch (err) {
    if (databaseErrorCode(err) === FOREIGN_KEY_VIOLATION) return false;
    throw err;
  }
}
