CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', regexp_replace(description, '<[^>]*>', ' ', 'g')), 'B') || setweight(to_tsvector('english', regexp_replace(outcome, '<[^>]*>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(subject, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "task_notes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', regexp_replace(comment, '<[^>]*>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "user_note_comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(comment, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "user_notes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', regexp_replace(note, '<[^>]*>', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(first_name, '')), 'A') || setweight(to_tsvector('english', coalesce(last_name, '')), 'A') || setweight(to_tsvector('english', coalesce(email_address, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "agenda_items_search_idx" ON "agenda_items" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "goals_search_idx" ON "goals" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "meetings_search_idx" ON "meetings" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "task_notes_search_idx" ON "task_notes" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "teams_search_idx" ON "teams" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "user_note_comments_search_idx" ON "user_note_comments" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "user_notes_search_idx" ON "user_notes" USING gin ("location_id","search_vector");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("location_id","search_vector");