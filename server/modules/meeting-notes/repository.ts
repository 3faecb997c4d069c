import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { agendaItems } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';
import { isoUtc } from '../meetings';
import { isTeamLead } from '../../db/membership-sql';

/** An agenda item with the header of its meeting notes. */
export const NotesItemRow = z.strictObject({
  id: z.string(),
  agendaId: z.string(),
  title: z.string(),
  description: z.string(),
  typeName: z.string(),
  outcome: z.string(),
  version: z.number(),
  isFinished: z.boolean(),
  meetingStart: z.string(),
  meetingEnd: z.string(),
  location: z.string(),
  noteTakerFirstName: z.string().nullable(),
  noteTakerLastName: z.string().nullable(),
  /** The meeting's team (the first by name when it has several). */
  teamId: z.string().nullable(),
  callerFacilitatesItem: z.boolean(),
});
export type NotesItemRow = z.infer<typeof NotesItemRow>;

/** One query for the item, its type, its meeting's header and whether the caller facilitates it. */
export async function findNotesItem(db: Db, itemId: string, locationId: string, callerId: string) {
  const [row] = await selectRows(
    db,
    sql`select i.id as "id", i.agenda_id as "agendaId", i.title as "title", i.description as "description",
        ty.name as "typeName", i.outcome as "outcome", i.outcome_version as "version",
        i.is_finished as "isFinished",
        ${isoUtc(sql`m.start_date_time`)} as "meetingStart", ${isoUtc(sql`m.end_date_time`)} as "meetingEnd",
        m.location as "location", nt.first_name as "noteTakerFirstName", nt.last_name as "noteTakerLastName",
        (select mt.team_id from meeting_teams mt join teams t on t.id = mt.team_id where mt.meeting_id = m.id
          order by t.sort_key collate "C", t.name limit 1) as "teamId",
        exists (select 1 from agenda_item_facilitators f where f.agenda_item_id = i.id and f.user_id = ${callerId})
          as "callerFacilitatesItem"
      from agenda_items i
      join agenda_item_types ty on ty.id = i.item_type_id
      join agendas a on a.id = i.agenda_id
      join meetings m on m.id = a.meeting_id
      left join lateral (
        select u.first_name, u.last_name from meeting_responsibilities r join users u on u.id = r.user_id
        where r.meeting_id = m.id and r.responsibility_id = ${MeetingResponsibility.NoteTaker}
        order by r.id limit 1
      ) nt on true
      where i.id = ${itemId} and i.location_id = ${locationId}`,
    NotesItemRow,
  );
  return row;
}

/** A task of an agenda item with what its row shows and what the task policy reads. */
export const ItemTaskRow = z.strictObject({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  assigneeFirstName: z.string(),
  assigneeLastName: z.string(),
  statusName: z.string(),
  goalTitle: z.string().nullable(),
  agendaItemId: z.string(),
  assignedToUserId: z.string(),
  assignedByUserId: z.string().nullable(),
  callerIsLead: z.boolean(),
});
export type ItemTaskRow = z.infer<typeof ItemTaskRow>;

/** Every task of the item, oldest first, in one query. */
export function listItemTasks(db: Db, itemId: string, locationId: string, callerId: string) {
  return selectRows(
    db,
    sql`select tk.id as "id", tk.title as "title", to_char(tk.due_date, 'YYYY-MM-DD') as "dueDate",
        u.first_name as "assigneeFirstName", u.last_name as "assigneeLastName", s.name as "statusName",
        g.title as "goalTitle", tk.agenda_item_id as "agendaItemId", tk.assigned_to_user_id as "assignedToUserId",
        tk.assigned_by_user_id as "assignedByUserId", ${isTeamLead(sql`tk.team_id`, callerId)} as "callerIsLead"
      from tasks tk
      join users u on u.id = tk.assigned_to_user_id
      join task_statuses s on s.id = tk.task_status_id
      left join goals g on g.id = tk.goal_id
      where tk.agenda_item_id = ${itemId} and tk.location_id = ${locationId}
      order by tk.created_at, tk.id`,
    ItemTaskRow,
  );
}

/**
 * Writes the item's outcome (already sanitised) unless the outcome is no longer at `expectedVersion` (when
 * given); the outcome's new version, or undefined when nothing was written. The outcome has its own
 * version: an edit of the item's title or time during the meeting does not refuse the note taker's notes.
 */
export async function updateOutcome(
  db: Db,
  itemId: string,
  locationId: string,
  outcome: string,
  expectedVersion: number | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .update(agendaItems)
    .set({ outcome, updatedAt: sql`now()`, outcomeVersion: nextVersion(agendaItems.outcomeVersion) })
    .where(
      and(
        eq(agendaItems.id, itemId),
        eq(agendaItems.locationId, locationId),
        stillAtVersion(agendaItems.outcomeVersion, expectedVersion),
        sql`not exists (select 1 from agendas a join meetings m on m.id = a.meeting_id
          where a.id = "agenda_items"."agenda_id" and m.minutes_finalized_at is not null)`,
      ),
    )
    .returning({ version: agendaItems.outcomeVersion });
  return row?.version;
}

/** Whether the item's meeting has finalised minutes (read after an outcome UPDATE wrote nothing). */
export async function minutesFinalizedSince(db: Db, itemId: string): Promise<boolean> {
  const [row] = await selectRows(
    db,
    sql`select m.minutes_finalized_at is not null as "finalized"
      from agenda_items i join agendas a on a.id = i.agenda_id join meetings m on m.id = a.meeting_id
      where i.id = ${itemId}`,
    z.strictObject({ finalized: z.boolean() }),
  );
  return row?.finalized ?? false;
}
