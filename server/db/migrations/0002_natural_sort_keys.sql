-- sort_key columns compare byte-wise (COLLATE "C") so the stored natural-sort key orders the same on every database.
DROP INDEX "teams_location_name_idx";--> statement-breakpoint
DROP INDEX "users_location_type_name_idx";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "teams_location_sort_idx" ON "teams" USING btree ("location_id","sort_key");--> statement-breakpoint
CREATE INDEX "users_location_type_sort_idx" ON "users" USING btree ("location_id","user_type_id","sort_key");--> statement-breakpoint
-- Rows written before this migration get a case-insensitive key; every later save writes the natural one.
UPDATE "users" SET "sort_key" = lower("last_name") || chr(1) || lower("first_name") WHERE "sort_key" = '';--> statement-breakpoint
UPDATE "teams" SET "sort_key" = lower("name") WHERE "sort_key" = '';
