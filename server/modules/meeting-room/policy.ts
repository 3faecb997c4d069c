import type { Db } from '../../db/database';
import type { AuthContext } from '../../plugins/auth';
import { authorizeAccess } from '../../plugins/record-access';
import {
  assertMinutesOpen,
  canCloseMinutes,
  canKeepTime,
  canRecordAttendance,
  canSeeAgenda,
  canStartMeeting,
  loadViewableMeeting,
  loadVisibleAgenda,
  type MeetingAccess,
} from '../meetings';
import { canEditTeam, loadTeamAccess } from '../teams';

/**
 * The room's rules, on top of the meetings policy (which holds every rule on a meeting): members read the
 * room and the attendance; the note taker and the meeting's managers record attendance and start it; its
 * managers finalise and reopen the minutes; the timekeeper, the note taker and managers keep time.
 */

/** The room of a meeting whose agenda the caller may see (the agenda's visibility rule applies). */
export const loadRoomMeeting = (db: Db, auth: AuthContext, meetingId: string) =>
  loadVisibleAgenda(db, auth, { meetingId });

/** A meeting the caller may start: its managers and note taker. */
export async function loadStartableMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  authorizeAccess(auth, 'owner', canStartMeeting(auth, meeting));
  return meeting;
}

/** A meeting whose minutes the caller may finalise or reopen: its managers. */
export async function loadClosableMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  authorizeAccess(auth, 'teamLead', canCloseMinutes(auth, meeting));
  return meeting;
}

/** A meeting whose attendance the caller may record, with its minutes open. */
export async function loadAttendanceToRecord(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await loadViewableMeeting(db, auth, meetingId);
  authorizeAccess(auth, 'owner', canRecordAttendance(auth, meeting));
  assertMinutesOpen(meeting);
  return meeting;
}

/** An agenda item whose timer the caller may run, with its meeting's minutes open. */
export async function loadTimeToKeep(db: Db, auth: AuthContext, itemId: string): Promise<MeetingAccess> {
  const meeting = await loadVisibleAgenda(db, auth, { agendaItemId: itemId });
  authorizeAccess(auth, 'owner', canKeepTime(auth, meeting));
  assertMinutesOpen(meeting);
  return meeting;
}

/** A team whose attendance rates the caller may read: its leads and the school's admins. */
export async function loadTeamForRates(db: Db, auth: AuthContext, teamId: string) {
  const team = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamLead', canEditTeam(auth, team));
  return team;
}

/** Whether a stream's caller still sees the room (its meeting's access row read again). */
export const canStillSeeRoom = (auth: AuthContext, meeting: MeetingAccess) =>
  canSeeAgenda(auth, meeting, new Date());
