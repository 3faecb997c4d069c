-- sort_key compares byte-wise (COLLATE "C") so the stored natural-sort key orders the same on every database.
DROP INDEX "goals_district_scope_idx";--> statement-breakpoint
DROP INDEX "goals_location_scope_idx";--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "goals_district_scope_sort_idx" ON "goals" USING btree ("district_id","scope","sort_key");--> statement-breakpoint
CREATE INDEX "goals_location_scope_sort_idx" ON "goals" USING btree ("location_id","scope","sort_key");--> statement-breakpoint
-- Goals written before this migration get a case-insensitive key; every later save writes the natural one.
UPDATE "goals" SET "sort_key" = lower("title") WHERE "sort_key" = '';
