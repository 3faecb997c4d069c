CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid,
	"location_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"impersonator_user_id" uuid,
	"record_kind" text NOT NULL,
	"record_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("record_kind","record_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_entries_location_idx" ON "audit_entries" USING btree ("location_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_entries_occurred_idx" ON "audit_entries" USING btree ("occurred_at");--> statement-breakpoint
-- The audit trigger: one entry per changed row of the table it is on. Its arguments: the record kind, then
-- the columns left out of an entry (bookkeeping: version, updated_at, search_vector). Who: the transaction's
-- plchub.actor_user_id and plchub.impersonator_user_id (service-context.ts withTransaction); unset, the
-- server's own work. plchub.audit = 'off' is for loading data in bulk (the demo seed, the bench dataset).
CREATE FUNCTION audit_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  after jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  record jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  changed jsonb;
BEGIN
  IF current_setting('plchub.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(jsonb_object_agg(field, jsonb_build_array(before -> field, after -> field)), '{}'::jsonb)
    INTO changed
    FROM jsonb_object_keys(before || after) AS field
    WHERE field <> ALL (TG_ARGV[1:]) AND (before -> field) IS DISTINCT FROM (after -> field);
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_entries
    (district_id, location_id, actor_user_id, impersonator_user_id, record_kind, record_id, action, changes)
  VALUES (
    (record ->> 'district_id')::uuid,
    (record ->> 'location_id')::uuid,
    nullif(current_setting('plchub.actor_user_id', true), '')::uuid,
    nullif(current_setting('plchub.impersonator_user_id', true), '')::uuid,
    TG_ARGV[0],
    (record ->> 'id')::uuid,
    lower(TG_OP),
    changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Append-only: no UPDATE, no TRUNCATE, and no DELETE but purge_audit_entries' of entries older than its
-- cut-off (which it sets for its own transaction only).
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('plchub.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(cutoff, '') <> '' AND OLD.occurred_at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit entries are kept as written: % refused', TG_OP USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
--> statement-breakpoint
-- The retention purge: removes the entries older than `before` and records that it ran, in one transaction.
CREATE FUNCTION purge_audit_entries(before timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
BEGIN
  PERFORM set_config('plchub.audit_purge_before', before::text, true);
  DELETE FROM audit_entries WHERE occurred_at < before;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('plchub.audit_purge_before', '', true);
  INSERT INTO audit_entries (record_kind, action, changes, actor_user_id)
  VALUES ('audit-log', 'purge', jsonb_build_object('before', before, 'removed', removed),
    nullif(current_setting('plchub.actor_user_id', true), '')::uuid);
  RETURN removed;
END $$;
