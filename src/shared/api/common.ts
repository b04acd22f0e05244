// Building blocks shared by the request/response schemas of every resource.
import * as z from 'zod/mini';
import { CATEGORY_IDS } from '../../engine/categories';
import {
  MAX_PLAYERS,
  MAX_ROUNDS,
  MAX_TIMER_MINUTES,
  MIN_PLAYERS,
  MIN_ROUNDS,
  MIN_TIMER_MINUTES,
} from '../../engine/constants';
import type { ErrorBody } from './endpoint';

export const categoryId = z.enum(CATEGORY_IDS);
/** A list of distinct category ids, one per round at most. */
export const categoryList = z.array(categoryId).check(
  z.minLength(1),
  z.maxLength(MAX_ROUNDS),
  z.refine((ids) => new Set(ids).size === ids.length, { message: 'Categories must be distinct' }),
);
export const roundsCount = z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS));
export const timerMinutes = z
  .int()
  .check(z.minimum(MIN_TIMER_MINUTES), z.maximum(MAX_TIMER_MINUTES));
export const playerCount = z.int().check(z.minimum(MIN_PLAYERS), z.maximum(MAX_PLAYERS));
export const gameId = z.uuid();
export const isoDateTime = z.iso.datetime({ offset: true });

/** The 404 of a call naming a game (its `gameId` field) the server does not know. */
export const NO_SUCH_GAME = 'no game with this id';

/** The answer of a call that answers 204 No Content. */
export const NoContent = z.undefined();

/** Every error answer of the API (`ErrorBody`): `{ message, field? }` and nothing else. */
export const ErrorResponse: z.ZodMiniType<ErrorBody> = z.strictObject({
  message: z.string(),
  field: z.optional(z.string()),
});
export type ErrorResponse = ErrorBody;
