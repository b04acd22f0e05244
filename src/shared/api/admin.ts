// The admin dashboard (issue 6): GET /api/admin/stats, admins only (401 signed out, 403 not admin).
// Every number is computed by the database; the window is the last 30 UTC days, today included.
import * as z from 'zod/mini';
import { categoryId } from './common';
import { endpoint } from './endpoint';

/** How many UTC days the dashboard covers (today and the 29 before it). */
export const ADMIN_STATS_DAYS = 30;

const count = z.int().check(z.minimum(0));
/** A UTC calendar day, YYYY-MM-DD. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One bar of a distribution: how many games had this value. */
export const ValueCount = z.object({ value: z.int(), games: count });
export type ValueCount = z.infer<typeof ValueCount>;

export const DailyGames = z.object({ day, started: count, completed: count });
export type DailyGames = z.infer<typeof DailyGames>;

export const CategoryPicks = z.object({ category: categoryId, games: count });
export type CategoryPicks = z.infer<typeof CategoryPicks>;

export const AdminStats = z.object({
  /** When the numbers were computed, and the first instant of the window (ISO). */
  generatedAt: z.string(),
  from: z.string(),
  days: z.int(),
  games: z.object({
    /** Games created in the window. */
    started: count,
    /** Of those, how many were completed. */
    completed: count,
    /** completed / started, 0..1; null when no game started. */
    completionRate: z.nullable(z.number()),
    /** Median duration of the completed games with a duration, in minutes; null when none. */
    medianDurationMinutes: z.nullable(z.number()),
  }),
  /** One entry per day of the window, oldest first: games started and games completed that day. */
  daily: z.array(DailyGames),
  /** Games per player count (3..8, every value listed); games with no count are in `unknown`. */
  playerCounts: z.object({ counts: z.array(ValueCount), unknown: count }),
  /** Games per rounds setting (1..10) and per discussion-time setting (3..10 minutes). */
  rounds: z.array(ValueCount),
  timerMinutes: z.array(ValueCount),
  /** Every category with the number of games that played it, most picked first. */
  categories: z.array(CategoryPicks),
  users: z.object({ registered: count, premium: count, admins: count }),
});
export type AdminStats = z.infer<typeof AdminStats>;

/** Admins only: 401 signed out, 403 signed in without the admin role. */
export const adminStats = endpoint({
  method: 'GET',
  path: '/api/admin/stats',
  response: AdminStats,
});
