import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AttendanceStatus } from '@shared/constants';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { meetingAttendance, users } from '../../db/schema';

type School = { districtId: string; locationId: string };

/**
 * The recorded lines of a meeting: members (with their names, also of those who left the team) by name,
 * then guests by name.
 */
export function listAttendanceRows(db: Db, meetingId: string) {
  return db
    .select({
      userId: meetingAttendance.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      guestName: meetingAttendance.guestName,
      status: meetingAttendance.status,
    })
    .from(meetingAttendance)
    .leftJoin(users, eq(users.id, meetingAttendance.userId))
    .where(eq(meetingAttendance.meetingId, meetingId))
    .orderBy(asc(users.sortKey), asc(meetingAttendance.guestName), asc(meetingAttendance.id));
}
export type AttendanceRow = Awaited<ReturnType<typeof listAttendanceRows>>[number];

/** Sets the members' statuses (insert or update one row each) and clears those given as null. */
export async function writeMemberStatuses(
  db: Db,
  school: School,
  meetingId: string,
  recordedBy: string,
  members: { userId: string; status: number | null }[],
): Promise<void> {
  const recorded = members.filter((member) => member.status !== null);
  const cleared = members.filter((member) => member.status === null).map((member) => member.userId);
  if (recorded.length > 0) {
    await db
      .insert(meetingAttendance)
      .values(
        recorded.map((member) => ({
          ...school,
          meetingId,
          userId: member.userId,
          status: member.status!,
          recordedByUserId: recordedBy,
        })),
      )
      .onConflictDoUpdate({
        target: [meetingAttendance.meetingId, meetingAttendance.userId],
        targetWhere: sql`${meetingAttendance.userId} is not null`,
        set: {
          status: sql`excluded.status`,
          recordedByUserId: sql`excluded.recorded_by_user_id`,
          recordedAt: sql`now()`,
        },
      });
  }
  if (cleared.length > 0) {
    await db
      .delete(meetingAttendance)
      .where(and(eq(meetingAttendance.meetingId, meetingId), inArray(meetingAttendance.userId, cleared)));
  }
}

/** Replaces the meeting's guests with `names`. */
export async function replaceGuests(
  db: Db,
  school: School,
  meetingId: string,
  recordedBy: string,
  names: string[],
): Promise<void> {
  await db
    .delete(meetingAttendance)
    .where(and(eq(meetingAttendance.meetingId, meetingId), isNull(meetingAttendance.userId)));
  if (names.length === 0) return;
  await db.insert(meetingAttendance).values(
    names.map((guestName) => ({
      ...school,
      meetingId,
      guestName,
      status: AttendanceStatus.Present,
      recordedByUserId: recordedBy,
    })),
  );
}

export const AttendanceCountRow = z.strictObject({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  excused: z.number(),
  meetings: z.number(),
});
export type AttendanceCountRow = z.infer<typeof AttendanceCountRow>;

/**
 * Each person's recorded statuses at the team's meetings that started in [from, to) and were not
 * cancelled: one query over the team's meetings (meeting_teams by team) and their attendance rows.
 * Only people with a recorded line appear; the service adds the members with none.
 */
export function countAttendanceOfTeam(db: Db, teamId: string, locationId: string, from: Date, to: Date) {
  const count = (status: number) => sql`cast(count(*) filter (where a.status = ${status}) as integer)`;
  return selectRows(
    db,
    sql`select a.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName",
        ${count(AttendanceStatus.Present)} as "present", ${count(AttendanceStatus.Late)} as "late",
        ${count(AttendanceStatus.Absent)} as "absent", ${count(AttendanceStatus.Excused)} as "excused",
        cast(count(distinct a.meeting_id) as integer) as "meetings"
      from meeting_teams mt
      join meetings m on m.id = mt.meeting_id
      join meeting_attendance a on a.meeting_id = m.id and a.user_id is not null
      join users u on u.id = a.user_id
      where mt.team_id = ${teamId} and m.location_id = ${locationId} and m.cancelled_at is null
        and m.start_date_time >= cast(${from.toISOString()} as timestamptz)
        and m.start_date_time < cast(${to.toISOString()} as timestamptz)
      group by a.user_id, u.first_name, u.last_name, u.sort_key
      order by u.sort_key, a.user_id`,
    AttendanceCountRow,
  );
}

/** How many of the team's meetings in [from, to) have any member's attendance recorded. */
export async function countRecordedMeetings(
  db: Db,
  teamId: string,
  locationId: string,
  from: Date,
  to: Date,
) {
  const [row] = await selectRows(
    db,
    sql`select cast(count(*) as integer) as "count" from meeting_teams mt join meetings m on m.id = mt.meeting_id
      where mt.team_id = ${teamId} and m.location_id = ${locationId} and m.cancelled_at is null
        and m.start_date_time >= cast(${from.toISOString()} as timestamptz)
        and m.start_date_time < cast(${to.toISOString()} as timestamptz)
        and exists (select 1 from meeting_attendance a where a.meeting_id = m.id and a.user_id is not null)`,
    z.strictObject({ count: z.number() }),
  );
  return row?.count ?? 0;
}
