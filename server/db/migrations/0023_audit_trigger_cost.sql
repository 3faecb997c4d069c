-- The audit trigger, cheaper per row (issue 23's budget of 15% on the write rows). An entry now keeps the
-- row before and after the change (bookkeeping columns left out) and the History works out which fields
-- differ: a diff inside the trigger is a query per row, which under 16 connections cost PostgreSQL a
-- fifth of its throughput on a task's status move. The trigger inserts its entry itself: a SQL-language
-- function called from PL/pgSQL is planned afresh on every call. An update that changes nothing the log
-- keeps writes nothing. A password hash is never copied: only whether there is one, and "changed" when a
-- new one replaced an old one.
CREATE OR REPLACE FUNCTION audit_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept_out text[] := ARRAY['version', 'updated_at', 'created_at', 'search_vector', 'sort_key'] || TG_ARGV[3:];
  before jsonb := '{}'::jsonb;
  after jsonb := '{}'::jsonb;
  record jsonb;
BEGIN
  IF current_setting('plchub.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD) - kept_out; END IF;
  IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW) - kept_out; END IF;
  IF TG_OP = 'UPDATE' AND before = after THEN
    RETURN NULL;
  END IF;
  record := CASE WHEN TG_OP = 'DELETE' THEN before ELSE after END;
  IF record ? 'password_hash' THEN
    after := CASE WHEN TG_OP = 'DELETE' THEN after ELSE jsonb_set(after, '{password_hash}', CASE
      WHEN coalesce(after ->> 'password_hash', '') = '' THEN 'false'::jsonb
      WHEN coalesce(before ->> 'password_hash', '') NOT IN ('', after ->> 'password_hash') THEN '"changed"'::jsonb
      ELSE 'true'::jsonb END) END;
    before := CASE WHEN TG_OP = 'INSERT' THEN before
      ELSE jsonb_set(before, '{password_hash}', to_jsonb(coalesce(before ->> 'password_hash', '') <> '')) END;
  END IF;
  INSERT INTO audit_entries (district_id, location_id, actor_user_id, impersonator_user_id, record_kind, record_id,
    subject_kind, subject_id, action, changes)
  VALUES ((record ->> 'district_id')::uuid, (record ->> 'location_id')::uuid,
    nullif(current_setting('plchub.actor_user_id', true), '')::uuid,
    nullif(current_setting('plchub.impersonator_user_id', true), '')::uuid,
    TG_ARGV[0], (record ->> 'id')::uuid, TG_ARGV[1], (record ->> TG_ARGV[2])::uuid, lower(TG_OP),
    jsonb_build_object('before', before, 'after', after));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_membership_role_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  role_row user_team_roles;
  membership user_teams;
BEGIN
  IF current_setting('plchub.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN role_row := OLD; ELSE role_row := NEW; END IF;
  SELECT * INTO membership FROM user_teams WHERE id = role_row.user_team_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_entries (district_id, location_id, actor_user_id, impersonator_user_id, record_kind, record_id,
    subject_kind, subject_id, action, changes)
  VALUES (membership.district_id, membership.location_id,
    nullif(current_setting('plchub.actor_user_id', true), '')::uuid,
    nullif(current_setting('plchub.impersonator_user_id', true), '')::uuid,
    'membership', membership.id, 'team', membership.team_id, 'update', jsonb_build_object(
      'before', jsonb_build_object('user_id', membership.user_id, 'role_' || role_row.role_id, TG_OP = 'DELETE'),
      'after', jsonb_build_object('user_id', membership.user_id, 'role_' || role_row.role_id, TG_OP = 'INSERT')));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS audit_write(text, uuid, uuid, uuid, text, uuid, text, jsonb);
