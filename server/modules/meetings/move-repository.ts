import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { tasks } from '../../db/schema';
import { nextVersion } from '../../db/version';
import { agendaItemOrder, ensureAgenda } from '../agendas';
import { isTeamLead } from '../../db/membership-sql';
import { isoUtc } from './repository';
import type { School } from './save-repository';

/**
 * Moves the items from the source agenda to the target meeting's agenda (created when the meeting has
 * none), after its last item and in their current order; points the items' tasks at that meeting and
 * renumbers the source 1..n. Both agendas are locked first (in id order), so a concurrent reorder or move
 * waits. Only items still on the source agenda move; returns how many did (the caller compares). Run
 * inside the caller's transaction.
 */
export async function moveAgendaItems(
  tx: Db,
  school: School,
  itemIds: string[],
  sourceAgendaId: string,
  targetMeetingId: string,
): Promise<number> {
  const targetAgendaId = await ensureAgenda(tx, school, targetMeetingId);
  await agendaItemOrder.lock(tx, [sourceAgendaId, targetAgendaId]);
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const moved = await selectRows<{ id: string }>(
    tx,
    sql`update agenda_items i set agenda_id = ${targetAgendaId}, order_id = moved.new_order,
        updated_at = now(), version = i.version + 1
      from (
        select s.id, ${agendaItemOrder.lastOrder(targetAgendaId)}
               + cast(row_number() over (order by s.order_id, s.id) as integer) as new_order
        from agenda_items s where s.id in (${ids}) and s.agenda_id = ${sourceAgendaId}
      ) moved
      where i.id = moved.id and i.agenda_id = ${sourceAgendaId}
      returning i.id`,
  );
  // A moved task changed: its version goes up, so an edit form loaded before the move is a stale copy.
  await tx
    .update(tasks)
    .set({ meetingId: targetMeetingId, updatedAt: sql`now()`, version: nextVersion(tasks.version) })
    .where(inArray(tasks.agendaItemId, itemIds));
  await agendaItemOrder.renumber(tx, sourceAgendaId);
  return moved.length;
}

/**
 * Upcoming meetings (not yet ended at `now`) of the school that share a team with `sourceId` and that the
 * caller manages, other than `sourceId`, by start: every such meeting for admins, those of teams the
 * caller leads for others. One query.
 */
export function listMoveTargets(
  db: Db,
  locationId: string,
  callerId: string,
  everyMeeting: boolean,
  sourceId: string,
  now: Date,
) {
  const managed = everyMeeting
    ? sql``
    : sql`and exists (select 1 from meeting_teams x where x.meeting_id = m.id and ${isTeamLead(sql`x.team_id`, callerId)})`;
  return selectRows<{ id: string; subject: string; startDateTime: string }>(
    db,
    sql`select m.id, m.subject, ${isoUtc(sql`m.start_date_time`)} as "startDateTime"
      from meetings m
      where m.location_id = ${locationId} and m.id <> ${sourceId}
        and m.end_date_time >= cast(${now.toISOString()} as timestamptz)
        and exists (select 1 from meeting_teams tt join meeting_teams st on st.team_id = tt.team_id
                    where tt.meeting_id = m.id and st.meeting_id = ${sourceId}) ${managed}
      order by m.start_date_time, m.id`,
  );
}
