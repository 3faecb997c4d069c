import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { isTeamLead } from '../teams/membership-sql';
import { isoUtc } from './repository';
import type { School } from './save-repository';

/** The distinct agendas (and their meetings) the school's items belong to, and how many items were found. */
export async function findAgendasOfItems(db: Db, itemIds: string[], locationId: string) {
  return selectRows<{ agendaId: string; meetingId: string; items: number }>(
    db,
    sql`select a.id as "agendaId", a.meeting_id as "meetingId", cast(count(*) as integer) as "items"
      from agenda_items i join agendas a on a.id = i.agenda_id
      where i.id in (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and i.location_id = ${locationId}
      group by a.id, a.meeting_id`,
  );
}

/**
 * Moves the items to the meeting's agenda (created when the meeting has none), after its last item and in
 * their current order, and points the items' tasks at that meeting. Run inside the caller's transaction.
 */
export async function moveAgendaItems(tx: Db, school: School, itemIds: string[], targetMeetingId: string) {
  const [agenda] = await selectRows<{ id: string }>(
    tx,
    sql`insert into agendas (district_id, location_id, meeting_id)
      values (${school.districtId}, ${school.locationId}, ${targetMeetingId})
      on conflict (meeting_id) do update set meeting_id = excluded.meeting_id
      returning id`,
  );
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`update agenda_items i set agenda_id = ${agenda!.id}, order_id = moved.new_order,
        updated_at = now(), version = i.version + 1
      from (
        select s.id, (select coalesce(max(t.order_id), 0) from agenda_items t where t.agenda_id = ${agenda!.id})
               + cast(row_number() over (order by s.order_id, s.id) as integer) as new_order
        from agenda_items s where s.id in (${ids})
      ) moved
      where i.id = moved.id`,
  );
  await tx.execute(sql`update tasks set meeting_id = ${targetMeetingId} where agenda_item_id in (${ids})`);
}

/**
 * Upcoming meetings (not yet ended at `now`) of the school the caller manages, other than `exceptId`, by
 * start: every meeting for admins, the meetings of teams the caller leads for others. One query.
 */
export function listMoveTargets(
  db: Db,
  locationId: string,
  callerId: string,
  everyMeeting: boolean,
  exceptId: string,
  now: Date,
) {
  const managed = everyMeeting
    ? sql``
    : sql`and exists (select 1 from meeting_teams x where x.meeting_id = m.id and ${isTeamLead(sql`x.team_id`, callerId)})`;
  return selectRows<{ id: string; subject: string; startDateTime: string }>(
    db,
    sql`select m.id, m.subject, ${isoUtc(sql`m.start_date_time`)} as "startDateTime"
      from meetings m
      where m.location_id = ${locationId} and m.id <> ${exceptId}
        and m.end_date_time >= cast(${now.toISOString()} as timestamptz) ${managed}
      order by m.start_date_time, m.id`,
  );
}
