-- Issue 8: the rollup is kept per statement, not per row. The row trigger ran about 8 upserts for
-- every game recorded, which capped POST /api/games at about 8,000 inserts/s on PostgreSQL before
-- any HTTP. Now one trigger run per statement folds every row of that statement (the server
-- inserts concurrent games together: src/server/services/games.ts) into one ordered upsert.
--   * Rows are upserted in key order, so two statements never lock the same rows in opposite
--     orders (no deadlock however the statements interleave).
--   * The shard is the writing connection's, not the game's: concurrent statements on different
--     connections update different rows instead of queueing. A game's -1 (on completion or
--     delete) may land in another shard than its +1; reads sum over the shards.
DROP TRIGGER "games_stats_daily" ON "games";--> statement-breakpoint
DROP FUNCTION "game_stats_trigger"();--> statement-breakpoint
DROP FUNCTION "game_stats_apply"("games", integer);--> statement-breakpoint
-- What one game adds to the rollup: one row per counter it counts in.
CREATE FUNCTION "game_stats_keys"(g "games") RETURNS TABLE ("day" date, "metric" text, "key" text)
LANGUAGE sql STABLE AS $$
  SELECT v.day, v.metric, v.key
    FROM (
      VALUES ((g.created_at AT TIME ZONE 'UTC')::date, 'started', ''),
             ((g.created_at AT TIME ZONE 'UTC')::date, 'players', coalesce(g.player_count::text, '')),
             ((g.created_at AT TIME ZONE 'UTC')::date, 'rounds', g.rounds_count::text),
             ((g.created_at AT TIME ZONE 'UTC')::date, 'timer', g.timer_minutes::text)
    ) AS v(day, metric, key)
  UNION ALL
  -- Each category once (its first position), without DISTINCT: this body is inlined into the
  -- callers' GROUP BY queries, where a DISTINCT here trips a planner error (XX000 in setrefs.c).
  SELECT (g.created_at AT TIME ZONE 'UTC')::date, 'category', u.c
    FROM unnest(g.selected_categories) WITH ORDINALITY AS u(c, i)
   WHERE array_position(g.selected_categories, u.c) = u.i
  UNION ALL
  SELECT (g.created_at AT TIME ZONE 'UTC')::date, 'completed_of_started', '' WHERE g.completed
  UNION ALL
  SELECT (g.completed_at AT TIME ZONE 'UTC')::date, 'completed', ''
   WHERE g.completed AND g.completed_at IS NOT NULL
  UNION ALL
  SELECT (g.created_at AT TIME ZONE 'UTC')::date, 'duration', g.duration_minutes::text
   WHERE g.completed AND g.duration_minutes IS NOT NULL
$$;--> statement-breakpoint
-- One run per INSERT, UPDATE or DELETE statement on games: the statement's rows arrive as the
-- transition tables new_games (+1 each) and old_games (-1 each).
CREATE FUNCTION "game_stats_statement"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sh smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "game_stats_daily" AS s ("day", "metric", "key", "shard", "games")
    SELECT k.day, k.metric, k.key, sh, count(*)::int
      FROM new_games AS g CROSS JOIN LATERAL "game_stats_keys"(g) AS k
     GROUP BY k.day, k.metric, k.key
     ORDER BY k.day, k.metric, k.key
    ON CONFLICT ("day", "metric", "key", "shard") DO UPDATE SET "games" = s."games" + excluded."games";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "game_stats_daily" AS s ("day", "metric", "key", "shard", "games")
    SELECT c.day, c.metric, c.key, sh, sum(c.delta)::int
      FROM (
        SELECT k.*, -1 AS delta FROM old_games AS g CROSS JOIN LATERAL "game_stats_keys"(g) AS k
        UNION ALL
        SELECT k.*, 1 AS delta FROM new_games AS g CROSS JOIN LATERAL "game_stats_keys"(g) AS k
      ) AS c
     GROUP BY c.day, c.metric, c.key
    HAVING sum(c.delta) <> 0
     ORDER BY c.day, c.metric, c.key
    ON CONFLICT ("day", "metric", "key", "shard") DO UPDATE SET "games" = s."games" + excluded."games";
  ELSE
    INSERT INTO "game_stats_daily" AS s ("day", "metric", "key", "shard", "games")
    SELECT k.day, k.metric, k.key, sh, -count(*)::int
      FROM old_games AS g CROSS JOIN LATERAL "game_stats_keys"(g) AS k
     GROUP BY k.day, k.metric, k.key
     ORDER BY k.day, k.metric, k.key
    ON CONFLICT ("day", "metric", "key", "shard") DO UPDATE SET "games" = s."games" + excluded."games";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A trigger with transition tables serves one event, hence three.
CREATE TRIGGER "games_stats_insert" AFTER INSERT ON "games"
  REFERENCING NEW TABLE AS new_games
  FOR EACH STATEMENT EXECUTE FUNCTION "game_stats_statement"();--> statement-breakpoint
CREATE TRIGGER "games_stats_update" AFTER UPDATE ON "games"
  REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games
  FOR EACH STATEMENT EXECUTE FUNCTION "game_stats_statement"();--> statement-breakpoint
CREATE TRIGGER "games_stats_delete" AFTER DELETE ON "games"
  REFERENCING OLD TABLE AS old_games
  FOR EACH STATEMENT EXECUTE FUNCTION "game_stats_statement"();--> statement-breakpoint
-- The set-based rebuild (bulk loads, and the test that the triggers agree with it) now shares the
-- triggers' definition of a game's counters.
CREATE OR REPLACE FUNCTION "game_stats_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "game_stats_daily";
  INSERT INTO "game_stats_daily" ("day", "metric", "key", "shard", "games")
  SELECT k.day, k.metric, k.key, 0, count(*)::int
    -- Through a subquery: a table's whole row passed straight into the inlined function under a
    -- GROUP BY trips the same planner error (PostgreSQL 15 and PGlite alike).
    FROM (SELECT * FROM "games") AS g CROSS JOIN LATERAL "game_stats_keys"(g::"games") AS k
   GROUP BY k.day, k.metric, k.key;
$$;
