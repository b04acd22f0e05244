// SPEC §7: POST /api/track-game-start and POST /api/track-category. Counts and ids only, never text.
// Both answer 204 No Content: the client does not read the answers.
import * as z from 'zod/mini';
import {
  categoryId,
  categoryList,
  gameId,
  isoDateTime,
  NoContent,
  playerCount,
  roundsCount,
} from './common';
import { endpoint } from './endpoint';

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

export const trackGameStart = endpoint({
  method: 'POST',
  path: '/api/track-game-start',
  request: TrackGameStartRequest,
  response: NoContent,
});

export const trackCategory = endpoint({
  method: 'POST',
  path: '/api/track-category',
  request: TrackCategoryRequest,
  response: NoContent,
});
