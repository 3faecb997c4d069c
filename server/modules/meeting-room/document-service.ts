import { ATTENDANCE_STATUS_LABELS, MeetingResponsibility } from '@shared/constants';
import { fullName } from '@shared/names';
import type { Agenda } from '@shared/schemas/agendas';
import type { Attendance } from '@shared/schemas/meeting-room';
import type { ServiceContext } from '../../plugins/service-context';
import { agendaOfMeeting } from '../agendas';
import type { MeetingAccess } from '../meetings';
import type { MeetingDocument } from '../minutes';
import { findSchool } from '../school-calendar';
import { attendanceOf } from './attendance-service';
import { findNextOfSeries, listTeamNames } from './document-repository';
import { findLifecycleDetail } from './lifecycle-repository';
import { listRoomItems } from './room-repository';

/** The name of whoever holds `role` on the agenda (from its people), or null. */
function roleHolder(agenda: Agenda, role: number): string | null {
  const userId = agenda.Roles.find((each) => each.ResponsibilityId === role)?.UserId;
  return agenda.UsersInMeeting.find((person) => person.UserId === userId)?.FullName ?? null;
}

const attendees = (attendance: Attendance) => ({
  members: attendance.Members.map((member) => ({
    name: fullName(member),
    status: member.Status === null ? null : ATTENDANCE_STATUS_LABELS[member.Status],
  })),
  guests: attendance.Guests.map((guest) => guest.Name),
});

/**
 * The meeting as its agenda and minutes documents show it (PDFs and the minutes mail), on the school's
 * clock, for a meeting whose agenda the caller may see.
 */
export async function loadMeetingDocument(
  ctx: ServiceContext,
  meeting: MeetingAccess,
): Promise<MeetingDocument> {
  const { db, auth } = ctx;
  const agenda = await agendaOfMeeting(ctx, meeting);
  const [school, teamNames, items, attendance, detail] = await Promise.all([
    findSchool(db, auth.locationId),
    listTeamNames(db, meeting.teamIds),
    listRoomItems(db, agenda.AgendaId),
    attendanceOf(ctx, meeting),
    findLifecycleDetail(db, meeting.meetingId),
  ]);
  const next = agenda.SeriesId
    ? await findNextOfSeries(db, agenda.SeriesId, meeting.startDateTime)
    : undefined;
  const tasksOf = new Map(items.map((item) => [item.agendaItemId, item.tasks]));
  return {
    schoolName: school!.name,
    teamNames,
    subject: agenda.AgendaTitle,
    startDateTime: meeting.startDateTime,
    endDateTime: meeting.endDateTime,
    timeZone: school!.timeZone,
    location: agenda.MeetingLocation,
    roles: {
      facilitator: roleHolder(agenda, MeetingResponsibility.Facilitator),
      noteTaker: agenda.NoteTakerName,
      timekeeper: roleHolder(agenda, MeetingResponsibility.Timekeeper),
      normsKeeper: roleHolder(agenda, MeetingResponsibility.NormsKeeper),
    },
    normsTitle: agenda.TeamNormsTitle,
    norms: agenda.TeamNorms,
    attendance: attendees(attendance),
    items: agenda.AgendaItems.map((item) => ({
      title: item.Title,
      typeName: item.ItemTypeDisplayFullName,
      minutes: item.TimeInMinutes,
      descriptionHtml: item.Description,
      outcomeHtml: item.Outcome,
      isFinished: item.IsFinished,
      tasks: (tasksOf.get(item.Id) ?? []).map((task) => ({
        title: task.title,
        assigneeName: fullName({ FirstName: task.firstName, LastName: task.lastName }),
        dueDate: task.dueDate,
        statusName: task.statusName,
      })),
    })),
    nextMeeting: next ?? null,
    finalizedAt: meeting.minutesFinalizedAt,
    finalizedByName: detail.finalizedBy
      ? fullName({ FirstName: detail.finalizedBy.firstName, LastName: detail.finalizedBy.lastName })
      : null,
  };
}
