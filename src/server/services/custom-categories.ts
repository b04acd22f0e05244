// Issue 24: a signed-in user's own categories (decision 021). At most MAX_CUSTOM_CATEGORIES per
// account, counted inside a transaction that locks the user's row, so two creates at once cannot
// pass the limit together. A category is found by (user, id) only: another user's id is unknown.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  MAX_CUSTOM_CATEGORIES,
  type CustomCategory,
  type CustomCategoryId,
} from '../../engine/custom-categories';
import type { AgeRange } from '../../engine/settings';
import { customCategoryProblem } from '../../generator/category-safety';
import {
  createCustomCategory as createEndpoint,
  CUSTOM_CATEGORY_API_MESSAGES,
  type CreateCustomCategoryRequest,
  updateCustomCategory as updateEndpoint,
  type UpdateCustomCategoryRequest,
} from '../../shared/api/categories';
import type { Database } from '../db/client';
import { customCategories } from '../db/schema';
import { fieldError, HttpError } from '../http-error';

/** The signed-in user: whose categories, and the age range (a database-checked value) for the words. */
type AccountUser = { id: string; ageRange: string };

type CreateInput = z.output<typeof CreateCustomCategoryRequest>;
type UpdateInput = z.output<typeof UpdateCustomCategoryRequest>;

const COLUMNS = {
  id: customCategories.id,
  name: customCategories.name,
  description: customCategories.description,
  type: customCategories.type,
};

const toCategory = (row: {
  id: string;
  name: string;
  description: string;
  type: 'story' | 'statement';
}): CustomCategory => ({ ...row, id: row.id as CustomCategoryId });

/** The user's categories, oldest first. */
export async function listCustomCategories(
  db: Database,
  userId: string,
): Promise<CustomCategory[]> {
  const rows = await db
    .select(COLUMNS)
    .from(customCategories)
    .where(eq(customCategories.userId, userId))
    .orderBy(asc(customCategories.createdAt), asc(customCategories.id));
  return rows.map(toCategory);
}

/** Refuses a name or description the safety checks refuse for the user's age range (400 + field). */
function checkCreateSafety(
  text: { name?: string; description?: string },
  ageRange: AgeRange,
): void {
  const problem = customCategoryProblem(text, ageRange);
  if (!problem) return;
  if (problem.field === 'name') throw fieldError(createEndpoint, 'name', problem.message);
  throw fieldError(createEndpoint, 'description', problem.message);
}

/** Creates one; 409 when the account already has 50, or one with this id. */
export async function createCustomCategory(
  db: Database,
  user: AccountUser,
  input: CreateInput,
  now: Date,
): Promise<CustomCategory> {
  checkCreateSafety(input, user.ageRange as AgeRange);
  return db.transaction(async (tx) => {
    // one create at a time per account: the count below cannot be raced past the limit
    await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
    const [existing] = await tx
      .select({ n: count() })
      .from(customCategories)
      .where(eq(customCategories.userId, user.id));
    const same = await tx
      .select({ id: customCategories.id })
      .from(customCategories)
      .where(and(eq(customCategories.userId, user.id), eq(customCategories.id, input.id)));
    if (same.length > 0) throw new HttpError(409, CUSTOM_CATEGORY_API_MESSAGES.duplicate);
    if ((existing?.n ?? 0) >= MAX_CUSTOM_CATEGORIES)
      throw new HttpError(409, CUSTOM_CATEGORY_API_MESSAGES.tooMany);
    const [row] = await tx
      .insert(customCategories)
      .values({ userId: user.id, ...input, createdAt: now, updatedAt: now })
      .returning(COLUMNS);
    if (!row) throw new Error('insert returned no row');
    return toCategory(row);
  });
}

/** Changes one; null when this user has no category with this id. */
export async function updateCustomCategory(
  db: Database,
  user: AccountUser,
  id: string,
  input: UpdateInput,
  now: Date,
): Promise<CustomCategory | null> {
  const problem = customCategoryProblem(input, user.ageRange as AgeRange);
  if (problem) {
    if (problem.field === 'name') throw fieldError(updateEndpoint, 'name', problem.message);
    throw fieldError(updateEndpoint, 'description', problem.message);
  }
  const [row] = await db
    .update(customCategories)
    .set({ ...input, updatedAt: now })
    .where(and(eq(customCategories.userId, user.id), eq(customCategories.id, id)))
    .returning(COLUMNS);
  return row ? toCategory(row) : null;
}

/** Deletes one; false when this user has no category with this id. */
export async function deleteCustomCategory(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(customCategories)
    .where(and(eq(customCategories.userId, userId), eq(customCategories.id, id)))
    .returning({ id: customCategories.id });
  return rows.length > 0;
}
