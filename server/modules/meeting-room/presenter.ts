import { MeetingState } from '@shared/constants';
import { fullName } from '@shared/names';
import type { Attendance, MeetingLifecycle, RoomItem } from '@shared/schemas/meeting-room';
import type { AttendanceStatus } from '@shared/constants';
import type { AuthContext } from '../../plugins/auth';
import {
  canCloseMinutes,
  canStartMeeting,
  lifecycleOfAccess,
  meetingState,
  type MeetingAccess,
} from '../meetings';
import type { AttendanceRow } from './attendance-repository';
import type { LifecycleDetailRow } from './lifecycle-repository';
import type { RoomItemRow } from './room-repository';

const nameOf = (person: { firstName: string; lastName: string } | null) =>
  person ? fullName({ FirstName: person.firstName, LastName: person.lastName }) : '';

/** Where the minutes stand and what the caller may do next (the room's buttons). */
export function presentLifecycle(
  auth: AuthContext,
  meeting: MeetingAccess,
  detail: LifecycleDetailRow,
): MeetingLifecycle {
  const state = meetingState(lifecycleOfAccess(meeting));
  const finalized = state === MeetingState.MinutesFinalized;
  const notStarted = state === MeetingState.Draft || state === MeetingState.AgendaPosted;
  return {
    MeetingId: meeting.meetingId,
    State: state,
    StartedAt: meeting.startedAt?.toISOString() ?? null,
    MinutesFinalizedAt: meeting.minutesFinalizedAt?.toISOString() ?? null,
    MinutesFinalizedBy: detail.finalizedBy ? nameOf(detail.finalizedBy) : null,
    Reopenings: detail.reopenings.map((reopening) => ({
      ReopenedAt: reopening.reopenedAt,
      ReopenedBy: nameOf(reopening.by),
      Reason: reopening.reason,
    })),
    AllowedToStart: notStarted && canStartMeeting(auth, meeting),
    AllowedToFinalize: !finalized && canCloseMinutes(auth, meeting),
    AllowedToReopen: finalized && canCloseMinutes(auth, meeting),
  };
}

/**
 * The attendance sheet: every current member of the meeting's teams (status null until recorded), then
 * anyone recorded who has left since, and the guests.
 */
export function presentAttendance(
  meetingId: string,
  people: { id: string; firstName: string; lastName: string }[],
  rows: AttendanceRow[],
  allowedToEdit: boolean,
): Attendance {
  const statusOf = new Map(rows.filter((row) => row.userId).map((row) => [row.userId!, row]));
  const current = new Set(people.map((person) => person.id));
  const former = rows.filter((row) => row.userId && !current.has(row.userId));
  return {
    MeetingId: meetingId,
    Members: [
      ...people.map((person) => ({
        UserId: person.id,
        FirstName: person.firstName,
        LastName: person.lastName,
        Status: (statusOf.get(person.id)?.status ?? null) as AttendanceStatus | null,
      })),
      ...former.map((row) => ({
        UserId: row.userId!,
        FirstName: row.firstName ?? '',
        LastName: row.lastName ?? '',
        Status: row.status as AttendanceStatus,
      })),
    ],
    Guests: rows.filter((row) => row.guestName !== null).map((row) => ({ Name: row.guestName! })),
    AllowedToEdit: allowedToEdit,
  };
}

export const presentRoomItem = (row: RoomItemRow): RoomItem => ({
  AgendaItemId: row.agendaItemId,
  OutcomeVersion: row.outcomeVersion,
  TimerElapsedSeconds: row.timerElapsedSeconds,
  TimerStartedAt: row.timerStartedAt,
  Tasks: row.tasks.map((task) => ({
    Id: task.id,
    Title: task.title,
    AssigneeName: nameOf(task),
    DueDate: task.dueDate,
    StatusName: task.statusName,
  })),
});
