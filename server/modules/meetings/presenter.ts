import { MeetingResponsibility } from '@shared/constants';
import type {
  MeetingDetail,
  MeetingListItem,
  MeetingOption,
  SaveMeetingResponse,
  MeetingRole,
} from '@shared/schemas/meetings';
import type { AuthContext } from '../../plugins/auth';
import type { MeetingDetailRow } from './detail-repository';
import { canManageMeeting } from './policy';
import { meetingState } from './state';
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
    HasNotesOrTasks: row.hasNotesOrTasks,
    SeriesId: row.seriesId,
    IsCancelled: row.isCancelled,
    MeetingState: meetingState({ ...row, hasAgendaPosted: row.isAgendaPosted }),
    AllowedToEdit: allowed,
    AllowedToCancel: allowed,
  };
}

/**
 * The meeting as its form edits it; `allowed` is the caller's right to manage it (edit and cancel),
 * `seesHistory` to read its History.
 */
export function presentMeetingDetail(
  row: MeetingDetailRow,
  allowed: boolean,
  seesHistory: boolean,
): MeetingDetail {
  return {
    Id: row.id,
    Subject: row.subject,
    StartDateTime: row.startDateTime.toISOString(),
    EndDateTime: row.endDateTime.toISOString(),
    Location: row.location,
    MeetingTeams: row.teams.map((team) => ({ Id: team.id, TeamId: team.teamId })),
    MeetingResponsiblities: row.responsibilities
      .filter((duty) => duty.responsibilityId === MeetingResponsibility.NoteTaker)
      .map((duty) => ({
        Id: duty.id,
        ResponsibilityId: MeetingResponsibility.NoteTaker,
        UserId: duty.userId,
      })),
    Roles: row.responsibilities
      .filter((duty) => duty.responsibilityId !== MeetingResponsibility.NoteTaker)
      .map((duty) => ({
        ResponsibilityId: duty.responsibilityId as MeetingRole['ResponsibilityId'],
        UserId: duty.userId,
      })),
    ZoomJoinLink: row.zoomJoinLink,
    ZoomMeetingId: row.zoomMeetingId,
    ZoomMeetingPasscode: row.zoomMeetingPasscode,
    SeriesId: row.seriesId,
    IsCancelled: row.cancelledAt !== null,
    AllowedToEdit: allowed,
    AllowedToCancel: allowed,
    AllowedToSeeHistory: seesHistory,
    Version: row.version,
  };
}

export const presentSavedMeeting = (
  meetingId: string,
  save: { fields: { subject: string }; videoMeetingProblem: string | null },
): SaveMeetingResponse => ({
  Id: meetingId,
  Subject: save.fields.subject,
  VideoMeetingProblem: save.videoMeetingProblem,
});

export const presentMoveTarget = (row: {
  id: string;
  subject: string;
  startDateTime: string;
}): MeetingOption => ({
  Id: row.id,
  Name: row.subject,
  StartDateTime: row.startDateTime,
});
