// The database schema (drizzle pg-core): one schema for PGlite and PostgreSQL.
// Story text is never stored: games and analytics hold settings, counts and ids only.
// Accounts keep no secret in clear: passwords and security answers as argon2id hashes, sessions and
// reset tokens as SHA-256 digests of the random value the browser holds.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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

/**
 * The admin dashboard's daily rollup of the games table (issue 6), kept by the database itself:
 * statement-level triggers on games (drizzle/0005_admin_stats_per_statement.sql) add each new row's
 * contribution and move it on update or delete, so the dashboard reads ~100 rows per day instead
 * of every game.
 * metric: started | completed_of_started | completed | players | rounds | timer | category | duration;
 * day: the UTC day of created_at (completed: of completed_at); key: the value ('' for totals).
 */
export const gameStatsDaily = pgTable(
  'game_stats_daily',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    /** Counter shard (0–7, from the writing connection): concurrent statements on different
     * connections update different rows instead of queueing on one. Reads sum over the shards. */
    shard: smallint('shard').notNull().default(0),
    games: integer('games').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key, t.shard] })],
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

// ── Accounts (SPEC §3 User, §5 registration, §6 roles) ─────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the user typed it (shown in the menu). */
    username: text('username').notNull(),
    /** The username folded for comparison (NFKC, lower case): unique, case-insensitively. */
    usernameKey: text('username_key').notNull(),
    /** Trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** Security question ids (shared/api/auth SECURITY_QUESTIONS); null when not set. */
    securityQuestion1: text('security_question_1'),
    /** argon2id of the normalised answer; the answer itself is never stored. */
    securityAnswer1Hash: text('security_answer_1_hash'),
    securityQuestion2: text('security_question_2'),
    securityAnswer2Hash: text('security_answer_2_hash'),
    randomnessLevel: smallint('randomness_level').notNull().default(50),
    ageRange: text('age_range').notNull().default('young-adults'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Password recovery (not login) is refused until then, after too many wrong answers. */
    recoveryLockedUntil: timestamp('recovery_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_randomness_level_valid', sql`${t.randomnessLevel} in (10, 30, 50, 70, 90)`),
    check(
      'users_age_range_valid',
      sql`${t.ageRange} in ('teens', 'young-adults', 'adults', 'mature-adults')`,
    ),
    check(
      'users_security_questions_differ',
      sql`${t.securityQuestion1} is null or ${t.securityQuestion1} <> ${t.securityQuestion2}`,
    ),
  ],
);

/**
 * Issue 24: a signed-in user's own categories (at most 50 each, counted by the service). The id is
 * made by the device that created the category (`custom-…`), so the device's copy and the
 * account's are one category; it is unique per user, not across users. Names and descriptions are
 * the user's own words about a kind of story, never a story.
 */
export const customCategories = pgTable(
  'custom_categories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['story', 'statement'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    check('custom_categories_id_valid', sql`${t.id} ~ '^custom-[a-z0-9]{6,24}$'`),
    check('custom_categories_name_length', sql`char_length(${t.name}) between 1 and 40`),
    check('custom_categories_description_length', sql`char_length(${t.description}) <= 120`),
    check('custom_categories_type_valid', sql`${t.type} in ('story', 'statement')`),
  ],
);

/** A signed-in browser: only the SHA-256 of the cookie's 32 random bytes is kept. */
export const sessions = pgTable(
  'sessions',
  {
    /** hex SHA-256 of the session token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const AUTH_ATTEMPT_KINDS = ['auth_request', 'login_failure', 'recovery_failure'] as const;
export type AuthAttemptKind = (typeof AUTH_ATTEMPT_KINDS)[number];

/**
 * What the auth limits count, shared by every app instance: each auth request per IP, each failed
 * login (per account key and IP) and each failed recovery (per account). Old rows are pruned.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: AUTH_ATTEMPT_KINDS }).notNull(),
    /** Whom the limit is about: "ip:<address>", "login:<sha256 of the e-mail>", "user:<id>". */
    subject: text('subject').notNull(),
    /** The client address (for the per-account-and-IP login limit). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_attempts_kind_subject_created_at_idx').on(t.kind, t.subject, t.createdAt),
    index('auth_attempts_created_at_idx').on(t.createdAt),
    check(
      'auth_attempts_kind_valid',
      sql`${t.kind} in ('auth_request', 'login_failure', 'recovery_failure')`,
    ),
  ],
);

/** Single-use tokens from a successful security-question check (SHA-256 kept, 10 minutes). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Devices an account has signed in from (OWASP's device cookies, decision 010): the SHA-256 of a
 * random cookie value. A known device is not held back by the account-wide login limit, so
 * strangers guessing cannot lock the owner out. Devices unused for a year are pruned.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trusted_devices_user_id_idx').on(t.userId),
    index('trusted_devices_last_used_at_idx').on(t.lastUsedAt),
  ],
);
