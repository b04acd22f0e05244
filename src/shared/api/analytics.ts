// SPEC §7: POST /api/track-game-start and POST /api/track-category. Counts and ids only, never text.
import * as z from 'zod/mini';
import { categoryId, categoryList, gameId, isoDateTime, playerCount, roundsCount } from './common';

export const TrackGameStartRequest = z.strictObject({
  playerCount,
  rounds: roundsCount,
  categories: categoryList,
});
export type TrackGameStartRequest = z.infer<typeof TrackGameStartRequest>;

export const TrackCategoryRequest = z.strictObject({
  gameId,
  category: categoryId,
  playerCount,
  selectedAt: isoDateTime,
});
export type TrackCategoryRequest = z.infer<typeof TrackCategoryRequest>;
