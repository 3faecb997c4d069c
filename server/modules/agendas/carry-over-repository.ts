import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { agendaItems } from '../../db/schema';
import { agendaItemOrder } from './repository';

export const PreviousMeetingRow = z.strictObject({
  meetingId: z.string(),
  agendaId: z.string(),
  subject: z.string(),
  startDateTime: z.string(),
});
export type PreviousMeetingRow = z.infer<typeof PreviousMeetingRow>;

/**
 * The meeting before `meetingId` that carry-over draws on: the series' previous occurrence when it has one
 * (not cancelled), else the latest earlier meeting of `teamId`. One query; both branches use an index
 * (meetings_series_day_uq, meeting_teams_team_idx).
 */
export async function findPreviousMeeting(
  db: Db,
  meeting: { meetingId: string; teamId: string; locationId: string },
): Promise<PreviousMeetingRow | undefined> {
  const [row] = await selectRows(
    db,
    sql`with current as (
          select id, series_id, start_date_time from meetings where id = ${meeting.meetingId} and location_id = ${meeting.locationId}
        ), candidates as (
          select m.id, m.subject, m.start_date_time, 0 as preference from meetings m, current c
          where c.series_id is not null and m.series_id = c.series_id
          union all
          select m.id, m.subject, m.start_date_time, 1 from meetings m
          join meeting_teams mt on mt.meeting_id = m.id and mt.team_id = ${meeting.teamId}
        )
        select p.id as "meetingId", a.id as "agendaId", p.subject as "subject",
               to_char(p.start_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startDateTime"
        from candidates p
        join meetings pm on pm.id = p.id and pm.cancelled_at is null and pm.location_id = ${meeting.locationId}
        join agendas a on a.meeting_id = p.id
        cross join current c
        where p.id <> c.id and p.start_date_time < c.start_date_time
        order by p.preference, p.start_date_time desc, p.id
        limit 1`,
    PreviousMeetingRow,
  );
  return row;
}

/** The unfinished items of an agenda, in order, with whether `intoAgendaId` holds a carried copy already. */
export function listUnfinishedItems(db: Db, agendaId: string, intoAgendaId: string) {
  return db
    .select({
      id: agendaItems.id,
      title: agendaItems.title,
      outcome: agendaItems.outcome,
      // Written out in full: inside a select list Drizzle drops the table name, and "id" would be carried.id.
      alreadyCarried: sql<boolean>`exists (select 1 from agenda_items carried
        where carried.agenda_id = ${intoAgendaId} and carried.carried_from_item_id = agenda_items.id)`,
    })
    .from(agendaItems)
    .where(and(eq(agendaItems.agendaId, agendaId), eq(agendaItems.isFinished, false)))
    .orderBy(agendaItems.orderId, agendaItems.id);
}

/**
 * Copies items into an agenda after its last one (title, type, minutes, description and facilitators),
 * each linked to the one it carries; an item carried before is skipped (agenda_items_carried_uq). Two
 * statements; run under the agenda's lock. Returns the new items' ids in order.
 */
export async function copyItemsInto(
  tx: Db,
  school: { districtId: string; locationId: string },
  intoAgendaId: string,
  itemIds: string[],
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const wanted = sql.join(
    itemIds.map((id, index) => sql`(cast(${id} as uuid), cast(${index + 1} as integer))`),
    sql`, `,
  );
  const inserted = await selectRows(
    tx,
    sql`insert into agenda_items (district_id, location_id, agenda_id, title, description, item_type_id,
          time_in_minutes, order_id, carried_from_item_id)
        select ${school.districtId}, ${school.locationId}, ${intoAgendaId}, i.title, i.description, i.item_type_id,
          i.time_in_minutes, ${agendaItemOrder.lastOrder(intoAgendaId)} + w.position, i.id
        from (values ${wanted}) as w(id, position) join agenda_items i on i.id = w.id
        order by w.position
        on conflict (agenda_id, carried_from_item_id) where carried_from_item_id is not null do nothing
        returning id as "id", carried_from_item_id as "carriedFrom", order_id as "orderId"`,
    z.strictObject({ id: z.string(), carriedFrom: z.string(), orderId: z.number() }),
  );
  if (inserted.length === 0) return [];
  await tx.execute(sql`insert into agenda_item_facilitators (district_id, location_id, agenda_item_id, user_id)
    select f.district_id, f.location_id, n.id, f.user_id
    from agenda_items n join agenda_item_facilitators f on f.agenda_item_id = n.carried_from_item_id
    where n.agenda_id = ${intoAgendaId} and n.id in (${sql.join(
      inserted.map((row) => sql`cast(${row.id} as uuid)`),
      sql`, `,
    )})`);
  return inserted.sort((a, b) => a.orderId - b.orderId).map((row) => row.id);
}

/** Marks an item finished or not in the notes; answers whether it changed a row. */
export async function setItemFinished(db: Db, itemId: string, finished: boolean): Promise<boolean> {
  const rows = await db
    .update(agendaItems)
    .set({ isFinished: finished, updatedAt: sql`now()` })
    .where(eq(agendaItems.id, itemId))
    .returning({ id: agendaItems.id });
  return rows.length > 0;
}
