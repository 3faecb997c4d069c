DROP INDEX "audit_entries_record_idx";--> statement-breakpoint
DROP INDEX "audit_entries_occurred_idx";--> statement-breakpoint
DROP INDEX "audit_entries_location_idx";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_kind","subject_id","occurred_at","sequence");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_user_id","occurred_at","sequence");--> statement-breakpoint
CREATE INDEX "audit_entries_location_idx" ON "audit_entries" USING btree ("location_id","occurred_at","sequence");--> statement-breakpoint
-- One entry, with its actor from the transaction's settings (service-context.ts withTransaction).
CREATE FUNCTION audit_write(kind text, record_id uuid, district_id uuid, location_id uuid, subject_kind text,
  subject_id uuid, action text, changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO audit_entries (district_id, location_id, actor_user_id, impersonator_user_id, record_kind, record_id,
    subject_kind, subject_id, action, changes)
  VALUES (district_id, location_id, nullif(current_setting('plchub.actor_user_id', true), '')::uuid,
    nullif(current_setting('plchub.impersonator_user_id', true), '')::uuid, kind, record_id, subject_kind,
    subject_id, action, changes)
$$;
--> statement-breakpoint
-- The audit trigger, now with the record's subject. Its arguments: the record kind, the subject's kind, the
-- column holding the subject's id, then the columns left out beyond the bookkeeping every table has. A
-- password hash is never copied: its entry says only whether there was one before and after.
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
  SELECT coalesce(jsonb_object_agg(field, CASE WHEN field = 'password_hash'
      THEN jsonb_build_array(coalesce(before ->> field, '') <> '', coalesce(after ->> field, '') <> '')
      ELSE jsonb_build_array(before -> field, after -> field) END), '{}'::jsonb)
    INTO changed
    FROM jsonb_object_keys(before || after) AS field
    WHERE field <> ALL (ARRAY['id', 'district_id', 'location_id', 'version', 'updated_at', 'created_at',
        'search_vector', 'sort_key'] || TG_ARGV[3:])
      AND coalesce(before -> field, 'null') IS DISTINCT FROM coalesce(after -> field, 'null');
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  PERFORM audit_write(TG_ARGV[0], (record ->> 'id')::uuid, (record ->> 'district_id')::uuid,
    (record ->> 'location_id')::uuid, TG_ARGV[1], (record ->> TG_ARGV[2])::uuid, lower(TG_OP), changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A lead role given or taken: an update of the membership, told on the team's History. A role removed with
-- its membership writes nothing here (the membership's own entry says it went).
CREATE FUNCTION audit_membership_role_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM audit_write('membership', membership.id, membership.district_id, membership.location_id, 'team',
    membership.team_id, 'update', jsonb_build_object(
      'user_id', jsonb_build_array(membership.user_id, membership.user_id),
      'role_' || role_row.role_id, jsonb_build_array(TG_OP = 'DELETE', TG_OP = 'INSERT')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meetings_audit AFTER INSERT OR UPDATE OR DELETE ON meetings FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('meeting', 'meeting', 'id');
--> statement-breakpoint
CREATE TRIGGER meeting_teams_audit AFTER INSERT OR UPDATE OR DELETE ON meeting_teams FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('meeting-team', 'meeting', 'meeting_id');
--> statement-breakpoint
CREATE TRIGGER meeting_responsibilities_audit AFTER INSERT OR UPDATE OR DELETE ON meeting_responsibilities
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('meeting-responsibility', 'meeting', 'meeting_id');
--> statement-breakpoint
CREATE TRIGGER meeting_reopenings_audit AFTER INSERT OR UPDATE OR DELETE ON meeting_reopenings FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('meeting-reopening', 'meeting', 'meeting_id', 'reopened_at');
--> statement-breakpoint
CREATE TRIGGER meeting_attendance_audit AFTER INSERT OR UPDATE OR DELETE ON meeting_attendance FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('attendance', 'meeting', 'meeting_id', 'recorded_at');
--> statement-breakpoint
CREATE TRIGGER agendas_audit AFTER INSERT OR UPDATE OR DELETE ON agendas FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('agenda', 'meeting', 'meeting_id');
--> statement-breakpoint
-- The room's timer ticks are not changes to the item; the outcome is (the notes' text).
CREATE TRIGGER agenda_items_audit AFTER INSERT OR UPDATE OR DELETE ON agenda_items FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('agenda-item', 'agenda', 'agenda_id', 'outcome_version',
    'timer_elapsed_seconds', 'timer_started_at');
--> statement-breakpoint
CREATE TRIGGER agenda_item_facilitators_audit AFTER INSERT OR UPDATE OR DELETE ON agenda_item_facilitators
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('agenda-item-facilitator', 'agenda-item', 'agenda_item_id');
--> statement-breakpoint
CREATE TRIGGER tasks_audit AFTER INSERT OR UPDATE OR DELETE ON tasks FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('task', 'task', 'id', 'date_created');
--> statement-breakpoint
CREATE TRIGGER task_notes_audit AFTER INSERT OR UPDATE OR DELETE ON task_notes FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('task-note', 'task', 'task_id', 'comment_date');
--> statement-breakpoint
CREATE TRIGGER goals_audit AFTER INSERT OR UPDATE OR DELETE ON goals FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('goal', 'goal', 'id');
--> statement-breakpoint
CREATE TRIGGER goal_teams_audit AFTER INSERT OR UPDATE OR DELETE ON goal_teams FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('goal-team', 'goal', 'goal_id');
--> statement-breakpoint
CREATE TRIGGER teams_audit AFTER INSERT OR UPDATE OR DELETE ON teams FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('team', 'team', 'id', 'norms_title_version');
--> statement-breakpoint
CREATE TRIGGER user_teams_audit AFTER INSERT OR UPDATE OR DELETE ON user_teams FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('membership', 'team', 'team_id');
--> statement-breakpoint
CREATE TRIGGER user_team_roles_audit AFTER INSERT OR DELETE ON user_team_roles FOR EACH ROW
  EXECUTE FUNCTION audit_membership_role_change();
--> statement-breakpoint
CREATE TRIGGER team_norms_audit AFTER INSERT OR UPDATE OR DELETE ON team_norms FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('norm', 'team', 'team_id');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('user', 'user', 'id');
--> statement-breakpoint
CREATE TRIGGER user_notes_audit AFTER INSERT OR UPDATE OR DELETE ON user_notes FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('student-note', 'user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_note_comments_audit AFTER INSERT OR UPDATE OR DELETE ON user_note_comments FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('student-note-comment', 'student-note', 'user_note_id');
