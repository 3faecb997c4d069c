import { and, eq } from 'drizzle-orm';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { agendas, meetingResponsibilities, meetings, meetingTeams, users, userTeams } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';
import { isActiveStaffOrPartner } from '../../db/membership-sql';
import type { VideoMeetingFields } from '../video-meetings';

interface School {
  districtId: string;
  locationId: string;
}

/** The columns meeting/save writes. */
export interface MeetingFields extends VideoMeetingFields {
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  location: string;
}

/** A new meeting and its (empty, unposted) agenda; returns the meeting id. */
export async function insertMeeting(tx: Db, school: School, fields: MeetingFields, createdByUserId: string) {
  const [row] = await tx
    .insert(meetings)
    .values({ ...school, ...fields, createdByUserId })
    .returning({ id: meetings.id });
  const meetingId = row!.id;
  await tx.insert(agendas).values({ ...school, meetingId });
  return meetingId;
}

/**
 * Locks the meeting row until the transaction ends, so that two edits of one meeting (each replacing its
 * team and note taker) run one after the other.
 */
export async function lockMeeting(tx: Db, meetingId: string, locationId: string) {
  await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.locationId, locationId)))
    .for('update');
}

/** Changes a meeting unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateMeeting(
  tx: Db,
  meetingId: string,
  locationId: string,
  fields: MeetingFields,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await tx
    .update(meetings)
    .set({ ...fields, updatedAt: new Date(), version: nextVersion(meetings.version) })
    .where(
      and(
        eq(meetings.id, meetingId),
        eq(meetings.locationId, locationId),
        stillAtVersion(meetings.version, expectedVersion),
      ),
    )
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** Replaces the meeting's teams and its note taker (none when `noteTakerId` is null). */
export async function replaceTeamAndNoteTaker(
  tx: Db,
  school: School,
  meetingId: string,
  teamId: string,
  noteTakerId: string | null,
) {
  await tx.delete(meetingTeams).where(eq(meetingTeams.meetingId, meetingId));
  await tx.insert(meetingTeams).values({ ...school, meetingId, teamId });
  await tx.delete(meetingResponsibilities).where(eq(meetingResponsibilities.meetingId, meetingId));
  if (noteTakerId) {
    await tx.insert(meetingResponsibilities).values({
      ...school,
      meetingId,
      responsibilityId: MeetingResponsibility.NoteTaker,
      userId: noteTakerId,
    });
  }
}

/** The active staff and partners of a team (or only `userId` among them): who may take its notes or hold its roles. */
function eligibleMembers(db: Db, teamId: string, locationId: string, userId?: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTeams, and(eq(userTeams.userId, users.id), eq(userTeams.teamId, teamId)))
    .where(and(userId === undefined ? undefined : eq(users.id, userId), isActiveStaffOrPartner(locationId)));
}

/** Whether the user may take a team's notes: an active staffer or partner who is a member of the team. */
export async function isEligibleNoteTaker(db: Db, teamId: string, userId: string, locationId: string) {
  return (await eligibleMembers(db, teamId, locationId, userId)).length > 0;
}

/** The ids of a team's active staff and partners: those who may take its notes or hold its PLC roles. */
export async function listEligibleMembers(db: Db, teamId: string, locationId: string): Promise<string[]> {
  return (await eligibleMembers(db, teamId, locationId)).map((row) => row.id);
}

/**
 * Deletes a meeting; its teams, responsibilities, agenda and items go with it (cascade) and its tasks
 * stay with no meeting (set null). Returns the video columns to clean up, or undefined when none.
 */
export async function deleteMeeting(db: Db, meetingId: string, locationId: string) {
  const [row] = await db
    .delete(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.locationId, locationId)))
    .returning({
      id: meetings.id,
      zoomJoinLink: meetings.zoomJoinLink,
      zoomMeetingId: meetings.zoomMeetingId,
      zoomMeetingPasscode: meetings.zoomMeetingPasscode,
      videoHostUserId: meetings.videoHostUserId,
    });
  return row;
}
