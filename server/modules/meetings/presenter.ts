import type { MeetingListItem } from '@shared/schemas/meetings';
import type { AuthContext } from '../../plugins/auth';
import { canManageMeeting } from './policy';
import type { MeetingListRow } from './repository';

export function presentMeetingListItem(auth: AuthContext, row: MeetingListRow): MeetingListItem {
  const allowed = canManageMeeting(auth, row.isUserTeamLead);
  return {
    MeetingId: row.meetingId,
    MeetingName: row.subject,
    StartDateTime: row.startDateTime,
    EndDateTime: row.endDateTime,
    Location: row.location,
    FlattenedTeams: row.flattenedTeams,
    IsAgendaPosted: row.isAgendaPosted,
    IsUserTeamLead: row.isUserTeamLead,
    TotalTasks: row.totalTasks,
    TasksCompleted: row.tasksCompleted,
    AllowedToEdit: allowed,
    AllowedToCancel: allowed,
  };
}
