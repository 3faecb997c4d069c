-- A reorder is one change to a list, so it is logged as one entry on the list's owner (the agenda, the
-- team) holding the order before and after, instead of one entry per row it moved: reordering eight items
-- wrote eight entries, which cost the reorder more than issue 23's budget of 15% on its p95. The row
-- triggers no longer fire for an update that sets only the position (a reorder, or the renumbering after a
-- delete or a move); an update setting any other column still fires. A column added to these tables later
-- must be added to its trigger's list to be logged.
DROP TRIGGER agenda_items_audit ON agenda_items;
--> statement-breakpoint
CREATE TRIGGER agenda_items_audit AFTER INSERT OR DELETE OR UPDATE OF agenda_id, title, description, item_type_id,
  time_in_minutes, outcome, is_finished, carried_from_item_id ON agenda_items FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('agenda-item', 'agenda', 'agenda_id', 'outcome_version',
    'timer_elapsed_seconds', 'timer_started_at');
--> statement-breakpoint
DROP TRIGGER team_norms_audit ON team_norms;
--> statement-breakpoint
CREATE TRIGGER team_norms_audit AFTER INSERT OR DELETE OR UPDATE OF team_id, norm ON team_norms FOR EACH ROW
  EXECUTE FUNCTION audit_record_change('norm', 'team', 'team_id');
--> statement-breakpoint
-- One entry for a list's new order: `field` names the list, `before` and `after` its rows' titles in order.
-- Like the triggers, it names the transaction's actor and writes nothing while the log is off or when the
-- order did not change.
CREATE FUNCTION audit_record_list_order(kind text, owner_id uuid, district_id uuid, location_id uuid, field text,
  before jsonb, after jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('plchub.audit', true) = 'off' OR before = after THEN
    RETURN;
  END IF;
  INSERT INTO audit_entries (district_id, location_id, actor_user_id, impersonator_user_id, record_kind, record_id,
    subject_kind, subject_id, action, changes)
  VALUES (district_id, location_id, nullif(current_setting('plchub.actor_user_id', true), '')::uuid,
    nullif(current_setting('plchub.impersonator_user_id', true), '')::uuid, kind, owner_id, kind, owner_id,
    'update', jsonb_build_object('before', jsonb_build_object(field, before), 'after', jsonb_build_object(field, after)));
END $$;
