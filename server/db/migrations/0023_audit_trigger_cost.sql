-- The audit trigger, cheaper per row (issue 23's budget of 15% on the write rows): the entry is inserted
-- by the trigger itself (a SQL-language function called from PL/pgSQL is planned afresh on every call;
-- the trigger's own statements keep their plans for the session), and an update's changes come from one
-- pass over the new row's fields.
CREATE OR REPLACE FUNCTION audit_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb;
  after jsonb;
  record jsonb;
  changed jsonb;
BEGIN
  IF current_setting('plchub.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  before := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  after := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  record := CASE WHEN TG_OP = 'DELETE' THEN before ELSE after END;
  SELECT coalesce(jsonb_object_agg(field.key, CASE WHEN field.key = 'password_hash'
      THEN jsonb_build_array(coalesce(before ->> field.key, '') <> '', coalesce(after ->> field.key, '') <> '')
      ELSE jsonb_build_array(before -> field.key, after -> field.key) END), '{}'::jsonb)
    INTO changed
    FROM jsonb_each(record) AS field
    WHERE field.key <> ALL (ARRAY['id', 'district_id', 'location_id', 'version', 'updated_at', 'created_at',
        'search_vector', 'sort_key'] || TG_ARGV[3:])
      AND coalesce(before -> field.key, 'null') IS DISTINCT FROM coalesce(after -> field.key, 'null');
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_entries (district_id, location_id, actor_user_id, impersonator_user_id, record_kind, record_id,
    subject_kind, subject_id, action, changes)
  VALUES ((record ->> 'district_id')::uuid, (record ->> 'location_id')::uuid,
    nullif(current_setting('plchub.actor_user_id', true), '')::uuid,
    nullif(current_setting('plchub.impersonator_user_id', true), '')::uuid,
    TG_ARGV[0], (record ->> 'id')::uuid, TG_ARGV[1], (record ->> TG_ARGV[2])::uuid, lower(TG_OP), changed);
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
      'user_id', jsonb_build_array(membership.user_id, membership.user_id),
      'role_' || role_row.role_id, jsonb_build_array(TG_OP = 'DELETE', TG_OP = 'INSERT')));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS audit_write(text, uuid, uuid, uuid, text, uuid, text, jsonb);
