CREATE TABLE "login_failures" (
	"email_key" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_failures_email_key_source_pk" PRIMARY KEY("email_key","source")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session open before this migration was signed in when it was created.
UPDATE "sessions" SET "signed_in_at" = "created_at";--> statement-breakpoint
-- An account locked at the time of the upgrade stays locked, now for every source address.
INSERT INTO "login_failures" ("email_key", "source", "locked_until", "locks")
SELECT lower("email_address"), '*', "locked_until", 1 FROM "users"
WHERE "locked_until" > now() AND "email_address" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
