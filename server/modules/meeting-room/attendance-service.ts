import {
  MeetingRoomMessages,
  type Attendance,
  type AttendanceRates,
  type AttendanceRatesQuery,
  type SaveAttendanceRequest,
} from '@shared/schemas/meeting-room';
import { badRequest } from '../../errors';
import { addCalendarDays, instantAtSchoolTime, schoolDayOf } from '../../lib/school-time';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import {
  announceRoomChange,
  canRecordAttendance,
  listPeopleOfMeeting,
  loadViewableMeeting,
  minutesAreOpen,
  type MeetingAccess,
} from '../meetings';
import { findSchool } from '../school-calendar';
import { listPeopleOfTeams } from '../teams';
import * as repo from './attendance-repository';
import { loadAttendanceToRecord, loadTeamForRates } from './policy';
import { presentAttendance } from './presenter';
import { presentRates } from './rates';

/** The default period of the rates: the last 30 days, today included, on the school's calendar. */
const DEFAULT_PERIOD_DAYS = 30;

/** The sheet of a meeting the caller may see. */
export async function attendanceOf(ctx: ServiceContext, meeting: MeetingAccess): Promise<Attendance> {
  const { db, auth } = ctx;
  const [people, rows] = await Promise.all([
    listPeopleOfMeeting(db, meeting, auth.locationId),
    repo.listAttendanceRows(db, meeting.meetingId),
  ]);
  const allowed = canRecordAttendance(auth, meeting) && minutesAreOpen(meeting);
  return presentAttendance(meeting.meetingId, people, rows, allowed);
}

/** meeting/getAttendance/{id}: members read it. */
export async function getAttendance(ctx: ServiceContext, meetingId: string): Promise<Attendance> {
  return attendanceOf(ctx, await loadViewableMeeting(ctx.db, ctx.auth, meetingId));
}

/**
 * meeting/saveAttendance: the note taker or a lead records members (of the meeting's teams now) and
 * guests, in one transaction.
 */
export async function saveAttendance(
  ctx: ServiceContext,
  request: SaveAttendanceRequest,
): Promise<Attendance> {
  const { auth } = ctx;
  const meeting = await loadAttendanceToRecord(ctx.db, auth, request.MeetingId);
  const people = await listPeopleOfMeeting(ctx.db, meeting, auth.locationId);
  const members = new Set(people.map((person) => person.id));
  if (!request.Members.every((member) => members.has(member.UserId))) {
    throw badRequest(`Members: ${MeetingRoomMessages.notAMember}`);
  }
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  // The answer is read inside the transaction: a save that answers with an error was not applied.
  return withTransaction(ctx, async (tx) => {
    const { db } = tx;
    await repo.writeMemberStatuses(
      db,
      school,
      meeting.meetingId,
      auth.userId,
      request.Members.map((member) => ({ userId: member.UserId, status: member.Status })),
    );
    await repo.replaceGuests(
      db,
      school,
      meeting.meetingId,
      auth.userId,
      request.Guests.map((guest) => guest.Name),
    );
    await announceRoomChange(db, meeting.meetingId, 'attendance');
    return attendanceOf(tx, meeting);
  });
}

/** meeting/getAttendanceRates: a team's and each member's rate over a period (leads and admins). */
export async function getAttendanceRates(
  ctx: ServiceContext,
  query: AttendanceRatesQuery,
): Promise<AttendanceRates> {
  const { db, auth } = ctx;
  await loadTeamForRates(db, auth, query.TeamId);
  const zone = (await findSchool(db, auth.locationId))!.timeZone;
  const to = query.To ?? schoolDayOf(new Date(), zone);
  const from = query.From ?? addCalendarDays(to, 1 - DEFAULT_PERIOD_DAYS);
  const start = instantAtSchoolTime(from, '00:00', zone);
  const end = instantAtSchoolTime(addCalendarDays(to, 1), '00:00', zone);
  const [counts, recorded, members] = await Promise.all([
    repo.countAttendanceOfTeam(db, query.TeamId, auth.locationId, start, end),
    repo.countRecordedMeetings(db, query.TeamId, auth.locationId, start, end),
    listPeopleOfTeams(db, auth.locationId, [query.TeamId], null),
  ]);
  return presentRates({ teamId: query.TeamId, from, to, recorded, counts, members });
}
