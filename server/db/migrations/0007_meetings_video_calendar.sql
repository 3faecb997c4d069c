CREATE TABLE "calendar_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "video_host_user_id" uuid;--> statement-breakpoint
ALTER TABLE "video_integration_tokens" ADD COLUMN "broken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_user_uq" ON "calendar_feed_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_uq" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_video_host_user_id_users_id_fk" FOREIGN KEY ("video_host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;