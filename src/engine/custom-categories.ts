// Issue 24, part 1: a group's own categories beside SPEC §3's fixed eleven (decision 021). A custom
// category has the same shape as a built-in one (id, name, description, type) and an id that can
// never be one of the eleven's.
import * as z from 'zod/mini';
import type { GameState } from './types';
import {
  CONTENT_TYPES,
  findCategory,
  isCategoryId,
  type Category,
  type CategoryId,
  type ContentType,
} from './categories';

export const CUSTOM_CATEGORY_PREFIX = 'custom-';
/** The longest name, in characters after trimming. */
export const CUSTOM_NAME_MAX = 40;
/** The longest one-line description, in characters after trimming. */
export const CUSTOM_DESCRIPTION_MAX = 120;
/** How many custom categories one list (a device's, an account's) may hold. */
export const MAX_CUSTOM_CATEGORIES = 50;

/** A custom category's id: `custom-` and 6 to 24 lower-case letters or digits (the database's CHECK
 * repeats it). */
export const CUSTOM_ID = /^custom-[a-z0-9]{6,24}$/;

/** An id of the form `custom-` + 6 to 24 lower-case letters or digits. */
export type CustomCategoryId = `custom-${string}`;

/** Whether an id names a custom category (whether or not one is defined with it). */
export function isCustomCategoryId(id: string): id is CustomCategoryId {
  return CUSTOM_ID.test(id);
}

/** A category id in a game: one of SPEC §3's eleven or a custom one the game defines. */
export type GameCategoryId = CategoryId | CustomCategoryId;

/** The schema of a game's category id (whether a custom one is defined is the validator's job). */
export const GameCategoryIdSchema = z.custom<GameCategoryId>(
  (value) => typeof value === 'string' && (isCategoryId(value) || isCustomCategoryId(value)),
);

const oneLine = (text: string): boolean => !/[\r\n]/.test(text);

/** A custom category as stored on the device, on the account and in a game. */
export const CustomCategorySchema = z.object({
  id: z.custom<CustomCategoryId>((v) => typeof v === 'string' && CUSTOM_ID.test(v)),
  name: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(CUSTOM_NAME_MAX), z.refine(oneLine, 'one line')),
  description: z
    .string()
    .check(z.trim(), z.maxLength(CUSTOM_DESCRIPTION_MAX), z.refine(oneLine, 'one line')),
  type: z.enum(CONTENT_TYPES),
});
export type CustomCategory = z.infer<typeof CustomCategorySchema>;

/** A category of a game, built-in or custom: what screens, the share card and requests show. */
export interface CategoryView {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: ContentType;
  /** True for a group's own category. */
  readonly custom: boolean;
}

const viewOf = (c: Category | CustomCategory, custom: boolean): CategoryView => ({
  id: c.id,
  name: c.name,
  description: c.description,
  type: c.type,
  custom,
});

/**
 * Resolves a category id among the eleven and the given custom definitions (a game's snapshot or
 * a device's list); undefined when the id names neither.
 */
export function resolveCategory(
  id: string,
  customCategories: readonly CustomCategory[] = [],
): CategoryView | undefined {
  const builtIn = findCategory(id);
  if (builtIn) return viewOf(builtIn, false);
  if (!isCustomCategoryId(id)) return undefined;
  const custom = customCategories.find((c) => c.id === id);
  return custom ? viewOf(custom, true) : undefined;
}

/**
 * The category of a game (a round's, a selected one) as screens, the share card and the fake's
 * request show it: one of the eleven, or a custom one from the game's own definitions.
 */
export function categoryOf(
  state: Pick<GameState, 'customCategories'>,
  id: string,
): CategoryView | undefined {
  return resolveCategory(id, state.customCategories);
}

/** Whether every id resolves: built-in, or custom and defined in `customCategories`. */
export function allDefined(
  ids: readonly string[],
  customCategories: readonly CustomCategory[] = [],
): boolean {
  return ids.every((id) => resolveCategory(id, customCategories) !== undefined);
}
