DROP INDEX "tasks_team_idx";--> statement-breakpoint
CREATE INDEX "tasks_team_created_idx" ON "tasks" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_team_completed_idx" ON "tasks" USING btree ("team_id","completed_at","due_date") WHERE "tasks"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_team_overdue_idx" ON "tasks" USING btree ("team_id","due_date") WHERE "tasks"."completed_at" is null;