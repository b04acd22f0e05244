// SPEC §3 "Server game record" and §7: POST /api/games, POST /api/complete-game.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import {
  categoryList,
  gameId,
  isoDateTime,
  playerCount,
  roundsCount,
  timerMinutes,
} from './common';

/** Upper bound for a game's reported duration in whole minutes (a week): anything longer is bad input. */
export const MAX_DURATION_MINUTES = 7 * 24 * 60;

export const CreateGameRequest = z.strictObject({
  rounds_count: roundsCount,
  timer_minutes: timerMinutes,
  selected_categories: categoryList,
  completed: z.optional(z.boolean()),
  /** Not in the spec's payload; sent by our client so the record knows the table size. */
  player_count: z.optional(playerCount),
});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;

export const GameRecord = z.object({
  id: gameId,
  created_at: isoDateTime,
  rounds_count: roundsCount,
  timer_minutes: timerMinutes,
  selected_categories: categoryList,
  player_count: z.nullable(playerCount),
  completed: z.boolean(),
  completed_at: z.nullable(isoDateTime),
  duration_minutes: z.nullable(z.int()),
});
export type GameRecord = z.infer<typeof GameRecord>;

export const CompleteGameRequest = z.strictObject({
  gameId,
  completed: z.literal(true),
  duration: z.int().check(z.minimum(0), z.maximum(MAX_DURATION_MINUTES)),
});
export type CompleteGameRequest = z.infer<typeof CompleteGameRequest>;

export const createGame = endpoint({
  method: 'POST',
  path: '/api/games',
  request: CreateGameRequest,
  response: GameRecord,
});

export const completeGame = endpoint({
  method: 'POST',
  path: '/api/complete-game',
  request: CompleteGameRequest,
  response: GameRecord,
});
