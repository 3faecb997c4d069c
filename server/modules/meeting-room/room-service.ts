import type { MeetingRoom } from '@shared/schemas/meeting-room';
import type { ServiceContext } from '../../plugins/service-context';
import { agendaOfMeeting } from '../agendas';
import { canKeepTime, minutesAreOpen } from '../meetings';
import { attendanceOf } from './attendance-service';
import { findLifecycleDetail } from './lifecycle-repository';
import { startWhenDue } from './lifecycle-service';
import { loadRoomMeeting } from './policy';
import { presentLifecycle, presentRoomItem } from './presenter';
import { listRoomItems } from './room-repository';

/**
 * meeting/getRoom/{id}: what the room shows beside the agenda. The first visit at or after the start
 * starts the meeting.
 */
export async function getRoom(ctx: ServiceContext, meetingId: string): Promise<MeetingRoom> {
  const { db, auth } = ctx;
  const now = new Date();
  const meeting = await startWhenDue(ctx, await loadRoomMeeting(db, auth, meetingId), now);
  // The agenda first: it gives a meeting without an agenda row its row, whose items the room lists.
  const agenda = await agendaOfMeeting(ctx, meeting);
  const [detail, items, attendance] = await Promise.all([
    findLifecycleDetail(db, meetingId),
    listRoomItems(db, agenda.AgendaId),
    attendanceOf(ctx, meeting),
  ]);
  return {
    Agenda: agenda,
    Lifecycle: presentLifecycle(auth, meeting, detail),
    Items: items.map(presentRoomItem),
    Attendance: attendance,
    AllowedToKeepTime: canKeepTime(auth, meeting) && minutesAreOpen(meeting),
    ServerTime: now.toISOString(),
  };
}
