import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { agendas, meetingResponsibilities, meetings, meetingTeams } from '../../db/schema';
import { nextVersion } from '../../db/version';

/**
 * The meetings rows of a series' occurrences: meeting-series decides which days and times, this file
 * writes them (each a real meeting with its agenda, team and note taker, like meeting/save makes).
 */

interface School {
  districtId: string;
  locationId: string;
}

/** What every occurrence of one save shares. */
export interface OccurrenceShared {
  seriesId: string;
  teamId: string;
  noteTakerId: string | null;
  subject: string;
  location: string;
}

/** One occurrence's own day and instants. */
export interface OccurrenceTime {
  seriesDay: string;
  startDateTime: Date;
  endDateTime: Date;
}

export interface OccurrenceRow extends OccurrenceTime {
  meetingId: string;
  agendaId: string;
  /** Its agenda has items: a template changed later is not added to it. */
  hasAgendaItems: boolean;
  cancelled: boolean;
  /** An outcome written on one of its items, or a task of the meeting: work removing it would touch. */
  hasNotesOrTasks: boolean;
}

// Written out in full: inside a select list Drizzle drops the table names, and "id" would be ambiguous.
const hasNotesOrTasks = sql<boolean>`(
  exists (select 1 from tasks nt where nt.meeting_id = meetings.id)
  or exists (select 1 from agenda_items ni join agendas na on na.id = ni.agenda_id
             where na.meeting_id = meetings.id and ni.outcome <> ''))`;

/** The series' occurrences in date order (one query, on meetings_series_day_uq). */
export function listOccurrences(db: Db, seriesId: string, locationId: string): Promise<OccurrenceRow[]> {
  return db
    .select({
      meetingId: meetings.id,
      seriesDay: sql<string>`cast(${meetings.seriesDay} as text)`,
      startDateTime: meetings.startDateTime,
      endDateTime: meetings.endDateTime,
      cancelled: sql<boolean>`${meetings.cancelledAt} is not null`,
      hasNotesOrTasks,
      agendaId: agendas.id,
      hasAgendaItems: sql<boolean>`exists (select 1 from agenda_items hi where hi.agenda_id = ${agendas.id})`,
    })
    .from(meetings)
    .innerJoin(agendas, eq(agendas.meetingId, meetings.id))
    .where(and(eq(meetings.seriesId, seriesId), eq(meetings.locationId, locationId)))
    .orderBy(asc(meetings.seriesDay));
}

/**
 * New occurrences with their agendas, team and note taker: four statements whatever their number. Answers
 * each one's meeting and agenda ids, in the order of `times`.
 */
export async function insertOccurrences(
  tx: Db,
  school: School,
  shared: OccurrenceShared,
  times: OccurrenceTime[],
  createdByUserId: string,
): Promise<{ meetingId: string; agendaId: string }[]> {
  if (times.length === 0) return [];
  const rows = await tx
    .insert(meetings)
    .values(
      times.map((time) => ({
        ...school,
        ...time,
        subject: shared.subject,
        location: shared.location,
        seriesId: shared.seriesId,
        createdByUserId,
      })),
    )
    .returning({ id: meetings.id, seriesDay: meetings.seriesDay });
  const byDay = new Map(rows.map((row) => [row.seriesDay, row.id]));
  const ids = times.map((time) => byDay.get(time.seriesDay)!);
  const agendaRows = await tx
    .insert(agendas)
    .values(ids.map((meetingId) => ({ ...school, meetingId })))
    .returning({ id: agendas.id, meetingId: agendas.meetingId });
  const agendaOf = new Map(agendaRows.map((row) => [row.meetingId, row.id]));
  await tx
    .insert(meetingTeams)
    .values(ids.map((meetingId) => ({ ...school, meetingId, teamId: shared.teamId })));
  await insertNoteTakers(tx, school, ids, shared.noteTakerId);
  return ids.map((meetingId) => ({ meetingId, agendaId: agendaOf.get(meetingId)! }));
}

async function insertNoteTakers(tx: Db, school: School, meetingIds: string[], noteTakerId: string | null) {
  if (!noteTakerId || meetingIds.length === 0) return;
  await tx.insert(meetingResponsibilities).values(
    meetingIds.map((meetingId) => ({
      ...school,
      meetingId,
      responsibilityId: MeetingResponsibility.NoteTaker,
      userId: noteTakerId,
    })),
  );
}

/**
 * Gives existing occurrences the series' subject, room, note taker and each its new instants: one UPDATE
 * (from a VALUES list) and the note takers replaced, whatever their number.
 */
export async function updateOccurrences(
  tx: Db,
  school: School,
  shared: OccurrenceShared,
  changes: { meetingId: string; startDateTime: Date; endDateTime: Date }[],
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (change) =>
        sql`(cast(${change.meetingId} as uuid), cast(${change.startDateTime.toISOString()} as timestamptz),
             cast(${change.endDateTime.toISOString()} as timestamptz))`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update meetings set subject = ${shared.subject}, location = ${shared.location},
      start_date_time = v.start_at, end_date_time = v.end_at, updated_at = now(), version = meetings.version + 1
    from (values ${values}) as v(id, start_at, end_at)
    where meetings.id = v.id and meetings.location_id = ${school.locationId}
      and meetings.series_id = ${shared.seriesId}`);
  const ids = changes.map((change) => change.meetingId);
  await tx
    .delete(meetingResponsibilities)
    .where(
      and(
        inArray(meetingResponsibilities.meetingId, ids),
        eq(meetingResponsibilities.responsibilityId, MeetingResponsibility.NoteTaker),
      ),
    );
  await insertNoteTakers(tx, school, ids, shared.noteTakerId);
}

/** Deletes occurrences nothing was written in (agenda and items go by cascade, tasks stay unlinked). */
export async function deleteOccurrences(tx: Db, locationId: string, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return tx
    .delete(meetings)
    .where(and(inArray(meetings.id, meetingIds), eq(meetings.locationId, locationId)))
    .returning({
      id: meetings.id,
      zoomJoinLink: meetings.zoomJoinLink,
      zoomMeetingId: meetings.zoomMeetingId,
      zoomMeetingPasscode: meetings.zoomMeetingPasscode,
      videoHostUserId: meetings.videoHostUserId,
    });
}

/** Marks occurrences cancelled; they keep their agenda, notes and tasks. Answers those that changed. */
export async function cancelOccurrences(tx: Db, locationId: string, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return tx
    .update(meetings)
    .set({ cancelledAt: sql`now()`, updatedAt: sql`now()`, version: nextVersion(meetings.version) })
    .where(
      and(
        inArray(meetings.id, meetingIds),
        eq(meetings.locationId, locationId),
        sql`${meetings.cancelledAt} is null`,
      ),
    )
    .returning({ id: meetings.id });
}

/** A meeting of the school with the series it belongs to (null for a single meeting). */
export async function findOccurrence(db: Db, meetingId: string, locationId: string) {
  const [row] = await db
    .select({
      meetingId: meetings.id,
      seriesId: meetings.seriesId,
      startDateTime: meetings.startDateTime,
      cancelled: sql<boolean>`${meetings.cancelledAt} is not null`,
    })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.locationId, locationId)))
    .limit(1);
  return row;
}
