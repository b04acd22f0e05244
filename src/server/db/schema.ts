// The database schema (drizzle pg-core): one schema for PGlite and PostgreSQL.
// Story text is never stored: games and analytics hold settings, counts and ids only.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    roundsCount: smallint('rounds_count').notNull(),
    timerMinutes: smallint('timer_minutes').notNull(),
    selectedCategories: text('selected_categories').array().notNull(),
    playerCount: smallint('player_count'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [
    index('games_created_at_idx').on(t.createdAt),
    check('games_rounds_count_range', sql`${t.roundsCount} between 1 and 10`),
    check('games_timer_minutes_range', sql`${t.timerMinutes} between 3 and 10`),
    check(
      'games_player_count_range',
      sql`${t.playerCount} is null or ${t.playerCount} between 3 and 8`,
    ),
  ],
);

export const ANALYTICS_EVENT_KINDS = ['game_start', 'category_pick'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ANALYTICS_EVENT_KINDS }).notNull(),
    /** Set for category picks; game starts are sent before the client knows the record id. */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    playerCount: smallint('player_count').notNull(),
    /** game_start: the round count. */
    roundsCount: smallint('rounds_count'),
    /** category_pick: the one category; game_start: null. */
    category: text('category'),
    /** game_start: the categories chosen. */
    categories: text('categories').array(),
    /** When the client says the event happened (category_pick's selectedAt). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_kind_created_at_idx').on(t.kind, t.createdAt),
    index('analytics_events_game_id_idx').on(t.gameId),
    check('analytics_events_kind_valid', sql`${t.kind} in ('game_start', 'category_pick')`),
  ],
);
