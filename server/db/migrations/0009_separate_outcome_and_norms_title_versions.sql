ALTER TABLE "agenda_items" ADD COLUMN "outcome_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "norms_title_version" integer DEFAULT 1 NOT NULL;