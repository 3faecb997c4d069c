CREATE TABLE "agenda_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_type_id" uuid NOT NULL,
	"time_in_minutes" integer DEFAULT 0 NOT NULL,
	"facilitator_role" smallint
);
--> statement-breakpoint
CREATE TABLE "agenda_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"team_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_series" ADD COLUMN "agenda_template_id" uuid;--> statement-breakpoint
ALTER TABLE "agenda_template_items" ADD CONSTRAINT "agenda_template_items_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_template_items" ADD CONSTRAINT "agenda_template_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_template_items" ADD CONSTRAINT "agenda_template_items_template_id_agenda_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."agenda_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_template_items" ADD CONSTRAINT "agenda_template_items_item_type_id_agenda_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."agenda_item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_template_items_template_idx" ON "agenda_template_items" USING btree ("template_id","order_id");--> statement-breakpoint
CREATE INDEX "agenda_template_items_type_idx" ON "agenda_template_items" USING btree ("item_type_id");--> statement-breakpoint
CREATE INDEX "agenda_templates_location_idx" ON "agenda_templates" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "agenda_templates_team_idx" ON "agenda_templates" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_agenda_template_id_agenda_templates_id_fk" FOREIGN KEY ("agenda_template_id") REFERENCES "public"."agenda_templates"("id") ON DELETE set null ON UPDATE no action;