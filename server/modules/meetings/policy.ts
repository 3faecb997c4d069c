import type { Db } from '../../db/database';
import { authorize, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import type { TeamAccess } from '../teams';
import { findMeetingAccess } from './repository';

/** A meeting, its agenda and its agenda items: the members of its teams and the school's admins. */
export const canViewMeeting = (auth: AuthContext, callerIsMember: boolean) => auth.isAdmin || callerIsMember;

/** A meeting the caller may see: 404 for another school's (or none), 403 for one of no team of theirs. */
export async function loadViewableMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await findMeetingAccess(db, { meetingId }, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  authorize(canViewMeeting(auth, meeting.callerIsMember));
  return meeting;
}

/** A meeting the caller may edit, cancel, post the agenda of and move items out of (or into). */
export async function loadManageableMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await findMeetingAccess(db, { meetingId }, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  authorize(canManageMeeting(auth, meeting.callerLeadsMeetingTeam));
  return meeting;
}

/** The meeting lists: admins list every meeting of their school, others the meetings of their teams. */
export const listsEveryMeetingOfSchool = (auth: AuthContext) => auth.isAdmin;

/**
 * AllowedToEdit and AllowedToCancel (spec section 6): admins on every meeting, team leads on the meetings
 * of a team they lead.
 */
export const canManageMeeting = (auth: AuthContext, callerLeadsMeetingTeam: boolean) =>
  auth.isAdmin || callerLeadsMeetingTeam;

/** Who may open the new meeting form: admins and team leads (of any team); the save checks the team chosen. */
export const canCreateMeetings = (auth: AuthContext, isAnyTeamLead: boolean) => auth.isAdmin || isAnyTeamLead;

/** Meetings of a team (create, or move a meeting to it): admins, and the team's leads. */
export const canScheduleForTeam = (auth: AuthContext, team: TeamAccess) =>
  canManageMeeting(auth, team.isLead);

/** The team choices of the meeting form and the move targets: admins every one of the school. */
export const managesEveryMeetingOfSchool = (auth: AuthContext) => auth.isAdmin;

/** The note-taker choices of a team: its members and the school's admins. */
export const canListNoteTakers = (auth: AuthContext, team: TeamAccess) => auth.isAdmin || team.isMember;
