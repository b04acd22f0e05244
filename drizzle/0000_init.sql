CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"game_id" uuid,
	"player_count" smallint NOT NULL,
	"rounds_count" smallint,
	"category" text,
	"categories" text[],
	"occurred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_kind_valid" CHECK ("analytics_events"."kind" in ('game_start', 'category_pick'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rounds_count" smallint NOT NULL,
	"timer_minutes" smallint NOT NULL,
	"selected_categories" text[] NOT NULL,
	"player_count" smallint,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"duration_minutes" integer,
	CONSTRAINT "games_rounds_count_range" CHECK ("games"."rounds_count" between 1 and 10),
	CONSTRAINT "games_timer_minutes_range" CHECK ("games"."timer_minutes" between 3 and 10),
	CONSTRAINT "games_player_count_range" CHECK ("games"."player_count" is null or "games"."player_count" between 3 and 8)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_kind_created_at_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_game_id_idx" ON "analytics_events" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at");