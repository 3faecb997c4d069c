-- The tasks a person gave: where a member's search starts, with their teams' and their own.
CREATE INDEX "tasks_assigner_idx" ON "tasks" USING btree ("assigned_by_user_id");--> statement-breakpoint
-- Every search reads a full-text index's pending list whole: keep it short (128 kB, not 4 MB), and merge
-- what is pending now (the same index options as a DROP and CREATE would give, without rebuilding them).
ALTER INDEX "agenda_items_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "goals_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "meetings_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "task_notes_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "tasks_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "teams_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "user_note_comments_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "user_notes_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
ALTER INDEX "users_search_idx" SET (gin_pending_list_limit=128);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relname IN ('agenda_items_search_idx', 'goals_search_idx', 'meetings_search_idx', 'task_notes_search_idx', 'tasks_search_idx', 'teams_search_idx', 'user_note_comments_search_idx', 'user_notes_search_idx', 'users_search_idx');
