import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TaskStatus } from '@shared/constants';
import type { Db } from '../db/database';
import { agendaItems, agendaItemTypes, agendas, meetings, meetingTeams, tasks, teams } from '../db/schema';

/** Rows the API tests of meetings and task options write straight into the database (not a test). */

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export interface School {
  districtId: string;
  locationId: string;
}

export async function teamIdOf(db: Db, locationId: string, name: string) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.locationId, locationId), eq(teams.name, name)));
  if (!row) throw new Error(`no team ${name}`);
  return row.id;
}

export async function meetingIdOf(db: Db, subject: string) {
  const [row] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.subject, subject));
  if (!row) throw new Error(`no meeting ${subject}`);
  return row.id;
}

export interface MeetingFixture {
  subject: string;
  teamIds: string[];
  start: number;
  minutes?: number;
  posted?: boolean;
  /** Agenda item titles with their order ids. */
  items?: { title: string; orderId: number }[];
}

/** A meeting of the teams with an agenda (and its items); returns the meeting id. */
export async function insertMeeting(db: Db, school: School, spec: MeetingFixture): Promise<string> {
  const meetingId = randomUUID();
  const agendaId = randomUUID();
  await db.insert(meetings).values({
    ...school,
    id: meetingId,
    subject: spec.subject,
    startDateTime: new Date(spec.start),
    endDateTime: new Date(spec.start + (spec.minutes ?? 60) * MINUTE_MS),
    location: 'Room 1',
  });
  if (spec.teamIds.length > 0) {
    await db.insert(meetingTeams).values(spec.teamIds.map((teamId) => ({ ...school, meetingId, teamId })));
  }
  await db
    .insert(agendas)
    .values({ ...school, id: agendaId, meetingId, hasAgendaPosted: spec.posted ?? false });
  if (spec.items && spec.items.length > 0) {
    const [type] = await db
      .select({ id: agendaItemTypes.id })
      .from(agendaItemTypes)
      .where(eq(agendaItemTypes.locationId, school.locationId))
      .limit(1);
    await db
      .insert(agendaItems)
      .values(spec.items.map((item) => ({ ...school, agendaId, itemTypeId: type!.id, ...item })));
  }
  return meetingId;
}

export interface TaskFixture {
  title: string;
  assignedTo: string;
  assignedBy: string;
  teamId: string | null;
  meetingId?: string | null;
  status?: number;
}

export async function insertTask(db: Db, school: School, spec: TaskFixture): Promise<string> {
  const id = randomUUID();
  await db.insert(tasks).values({
    ...school,
    id,
    title: spec.title,
    assignedToUserId: spec.assignedTo,
    assignedByUserId: spec.assignedBy,
    teamId: spec.teamId,
    meetingId: spec.meetingId ?? null,
    taskStatusId: spec.status ?? TaskStatus.Open,
    dateAssigned: new Date().toISOString().slice(0, 10),
  });
  return id;
}
