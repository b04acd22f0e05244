CREATE TABLE "custom_categories" (
	"user_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_categories_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "custom_categories_id_valid" CHECK ("custom_categories"."id" ~ '^custom-[a-z0-9]{6,24}$'),
	CONSTRAINT "custom_categories_name_length" CHECK (char_length("custom_categories"."name") between 1 and 40),
	CONSTRAINT "custom_categories_description_length" CHECK (char_length("custom_categories"."description") <= 120),
	CONSTRAINT "custom_categories_type_valid" CHECK ("custom_categories"."type" in ('story', 'statement'))
);
--> statement-breakpoint
ALTER TABLE "custom_categories" ADD CONSTRAINT "custom_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;