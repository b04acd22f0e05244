CREATE TABLE "game_stats_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "game_stats_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
