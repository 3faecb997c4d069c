CREATE TABLE "impersonation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"impersonator_user_id" uuid NOT NULL,
	"impersonated_user_id" uuid,
	"event" text NOT NULL,
	"http_method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" smallint,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "impersonation_audit_impersonator_created_idx" ON "impersonation_audit" USING btree ("impersonator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "impersonation_audit_impersonated_created_idx" ON "impersonation_audit" USING btree ("impersonated_user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_audit_location_succeeded_created_idx" ON "login_audit" USING btree ("location_id","created_at") WHERE "login_audit"."succeeded";--> statement-breakpoint
CREATE INDEX "sessions_impersonator_idx" ON "sessions" USING btree ("impersonator_user_id") WHERE "sessions"."impersonator_user_id" is not null;