-- Soft delete of users: the row stays (tasks and notes keep their author); only live users hold an e-mail address.
DROP INDEX "users_email_lower_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email_address")) WHERE "users"."email_address" is not null and "users"."deleted_at" is null;