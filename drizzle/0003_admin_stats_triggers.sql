-- Issue 6: the database keeps game_stats_daily in step with games. Each game row contributes +1 to
-- its day's counters; a change to a row takes its old contribution away and adds the new one.
CREATE FUNCTION "game_stats_apply"(g "games", delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (g.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  INSERT INTO "game_stats_daily" AS s ("day", "metric", "key", "games")
  SELECT v.day, v.metric, v.key, delta
    FROM (
      VALUES (d, 'started', ''),
             (d, 'players', coalesce(g.player_count::text, '')),
             (d, 'rounds', g.rounds_count::text),
             (d, 'timer', g.timer_minutes::text)
    ) AS v(day, metric, key)
  UNION ALL
  SELECT DISTINCT d, 'category', c, delta FROM unnest(g.selected_categories) AS c
  UNION ALL
  SELECT d, 'completed_of_started', '', delta WHERE g.completed
  UNION ALL
  SELECT (g.completed_at AT TIME ZONE 'UTC')::date, 'completed', '', delta
   WHERE g.completed AND g.completed_at IS NOT NULL
  UNION ALL
  SELECT d, 'duration', g.duration_minutes::text, delta
   WHERE g.completed AND g.duration_minutes IS NOT NULL
  ON CONFLICT ("day", "metric", "key") DO UPDATE SET "games" = s."games" + excluded."games";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "game_stats_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "game_stats_apply"(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "game_stats_apply"(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "games_stats_daily" AFTER INSERT OR UPDATE OR DELETE ON "games"
  FOR EACH ROW EXECUTE FUNCTION "game_stats_trigger"();
--> statement-breakpoint
-- Recomputes the whole rollup from games in one set-based pass: the back-fill below, and the repair
-- for bulk loads made with the trigger disabled (bench/admin-stats.ts).
CREATE FUNCTION "game_stats_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "game_stats_daily";
  INSERT INTO "game_stats_daily" ("day", "metric", "key", "games")
  SELECT c.day, c.metric, c.key, count(*)::int
    FROM (
      SELECT (g.created_at AT TIME ZONE 'UTC')::date AS day, v.metric, v.key
        FROM "games" AS g
       CROSS JOIN LATERAL (
         VALUES ('started', ''),
                ('players', coalesce(g.player_count::text, '')),
                ('rounds', g.rounds_count::text),
                ('timer', g.timer_minutes::text)
       ) AS v(metric, key)
      UNION ALL
      SELECT (g.created_at AT TIME ZONE 'UTC')::date, 'category', u.category
        FROM "games" AS g
       CROSS JOIN LATERAL (SELECT DISTINCT unnest(g.selected_categories)) AS u(category)
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, 'completed_of_started', ''
        FROM "games" WHERE completed
      UNION ALL
      SELECT (completed_at AT TIME ZONE 'UTC')::date, 'completed', ''
        FROM "games" WHERE completed AND completed_at IS NOT NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, 'duration', duration_minutes::text
        FROM "games" WHERE completed AND duration_minutes IS NOT NULL
    ) AS c
   GROUP BY c.day, c.metric, c.key;
$$;
--> statement-breakpoint
-- Games recorded before this migration.
SELECT "game_stats_rebuild"();
