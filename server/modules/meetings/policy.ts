import type { AuthContext } from '../../plugins/auth';

/** A meeting, its agenda and its agenda items: the members of its teams and the school's admins. */
export const canViewMeeting = (auth: AuthContext, callerIsMember: boolean) => auth.isAdmin || callerIsMember;

/** The meeting lists: admins list every meeting of their school, others the meetings of their teams. */
export const listsEveryMeetingOfSchool = (auth: AuthContext) => auth.isAdmin;

/**
 * AllowedToEdit and AllowedToCancel (spec section 6): admins on every meeting, team leads on the meetings
 * of a team they lead.
 */
export const canManageMeeting = (auth: AuthContext, callerLeadsMeetingTeam: boolean) =>
  auth.isAdmin || callerLeadsMeetingTeam;
