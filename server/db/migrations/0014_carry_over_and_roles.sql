ALTER TABLE "agenda_items" ADD COLUMN "is_finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "carried_from_item_id" uuid;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD COLUMN "role_rotation" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_carried_from_item_id_agenda_items_id_fk" FOREIGN KEY ("carried_from_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_items_carried_uq" ON "agenda_items" USING btree ("agenda_id","carried_from_item_id") WHERE "agenda_items"."carried_from_item_id" is not null;--> statement-breakpoint
CREATE INDEX "agenda_items_carried_from_idx" ON "agenda_items" USING btree ("carried_from_item_id") WHERE "agenda_items"."carried_from_item_id" is not null;