-- Issue 8: concurrent games of one day queued on the same game_stats_daily rows (every insert
-- updates about 8 counters). Each counter is now split into 8 shards chosen by the game id, so
-- concurrent inserts mostly touch different rows; the dashboard already sums the rows it reads.
ALTER TABLE "game_stats_daily" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_stats_daily" DROP CONSTRAINT "game_stats_daily_day_metric_key_pk";--> statement-breakpoint
ALTER TABLE "game_stats_daily" ADD CONSTRAINT "game_stats_daily_day_metric_key_shard_pk" PRIMARY KEY("day","metric","key","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "game_stats_apply"(g "games", delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (g.created_at AT TIME ZONE 'UTC')::date;
  sh smallint := (abs(hashtext(g.id::text)) % 8)::smallint;
BEGIN
  INSERT INTO "game_stats_daily" AS s ("day", "metric", "key", "shard", "games")
  SELECT v.day, v.metric, v.key, sh, delta
    FROM (
      VALUES (d, 'started', ''),
             (d, 'players', coalesce(g.player_count::text, '')),
             (d, 'rounds', g.rounds_count::text),
             (d, 'timer', g.timer_minutes::text)
    ) AS v(day, metric, key)
  UNION ALL
  SELECT DISTINCT d, 'category', c, sh, delta FROM unnest(g.selected_categories) AS c
  UNION ALL
  SELECT d, 'completed_of_started', '', sh, delta WHERE g.completed
  UNION ALL
  SELECT (g.completed_at AT TIME ZONE 'UTC')::date, 'completed', '', sh, delta
   WHERE g.completed AND g.completed_at IS NOT NULL
  UNION ALL
  SELECT d, 'duration', g.duration_minutes::text, sh, delta
   WHERE g.completed AND g.duration_minutes IS NOT NULL
  ON CONFLICT ("day", "metric", "key", "shard") DO UPDATE SET "games" = s."games" + excluded."games";
END;
$$;
