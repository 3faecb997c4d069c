import { fullName } from '@shared/names';
import type { MeetingNotes, MeetingTaskAssignment } from '@shared/schemas/meeting-notes';
import type { AuthContext } from '../../plugins/auth';
import type { MeetingAccess } from '../meetings';
import { canEditTask } from '../tasks';
import type { ItemTaskRow, NotesItemRow } from './repository';

function presentTask(auth: AuthContext, row: ItemTaskRow): MeetingTaskAssignment {
  return {
    Id: row.id,
    Title: row.title,
    DueDate: row.dueDate,
    AssignedToUserFullName: fullName({ FirstName: row.assigneeFirstName, LastName: row.assigneeLastName }),
    TaskStatusIdDisplay: row.statusName,
    GoalNameDisplay: row.goalTitle ?? '',
    AgendaItemId: row.agendaItemId,
    AllowedToMarkTaskAsCompletedOrEdit: canEditTask(auth, row),
  };
}

/** The notes screen of one agenda item: its meeting's header, the item, its outcome and its tasks. */
export function presentMeetingNotes(
  auth: AuthContext,
  meeting: MeetingAccess,
  item: NotesItemRow,
  allowedToTakeNotes: boolean,
  tasks: ItemTaskRow[],
): MeetingNotes {
  return {
    AgendaItemId: item.id,
    AgendaItemTitle: item.title,
    AgendaItemDescription: item.description,
    AgendaItemTypeName: item.typeName,
    AgendaItemOutcome: item.outcome,
    Version: item.version,
    IsFinished: item.isFinished,
    MeetingDateStartTime: item.meetingStart,
    MeetingDateEndTime: item.meetingEnd,
    MeetingLocation: item.location,
    NoteTakerName:
      item.noteTakerFirstName === null
        ? ''
        : fullName({ FirstName: item.noteTakerFirstName, LastName: item.noteTakerLastName ?? '' }),
    TeamId: item.teamId,
    Tasks: tasks.map((task) => presentTask(auth, task)),
    AgendaId: item.agendaId,
    MeetingId: meeting.meetingId,
    MeetingName: meeting.subject,
    AllowedToTakeNotes: allowedToTakeNotes,
  };
}
