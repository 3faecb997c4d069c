import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetingResponsibilities, meetings, meetingTeams, teams } from '../../db/schema';

/** A meeting of the school as the form edits it, with its teams and responsibilities; undefined if none. */
export async function findMeetingDetail(db: Db, meetingId: string, locationId: string) {
  const [meeting] = await db
    .select({
      id: meetings.id,
      subject: meetings.subject,
      startDateTime: meetings.startDateTime,
      endDateTime: meetings.endDateTime,
      location: meetings.location,
      zoomJoinLink: meetings.zoomJoinLink,
      zoomMeetingId: meetings.zoomMeetingId,
      zoomMeetingPasscode: meetings.zoomMeetingPasscode,
      videoHostUserId: meetings.videoHostUserId,
      seriesId: meetings.seriesId,
      cancelledAt: meetings.cancelledAt,
      version: meetings.version,
    })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.locationId, locationId)));
  if (!meeting) return undefined;
  // By the teams' names, so the form's one Team Assignment is the same team every time.
  const [teamsOfMeeting, responsibilities] = await Promise.all([
    db
      .select({ id: meetingTeams.id, teamId: meetingTeams.teamId })
      .from(meetingTeams)
      .innerJoin(teams, eq(teams.id, meetingTeams.teamId))
      .where(eq(meetingTeams.meetingId, meetingId))
      .orderBy(asc(teams.sortKey), asc(teams.id)),
    db
      .select({
        id: meetingResponsibilities.id,
        responsibilityId: meetingResponsibilities.responsibilityId,
        userId: meetingResponsibilities.userId,
      })
      .from(meetingResponsibilities)
      .where(eq(meetingResponsibilities.meetingId, meetingId))
      .orderBy(asc(meetingResponsibilities.id)),
  ]);
  return { ...meeting, teams: teamsOfMeeting, responsibilities };
}
export type MeetingDetailRow = NonNullable<Awaited<ReturnType<typeof findMeetingDetail>>>;
