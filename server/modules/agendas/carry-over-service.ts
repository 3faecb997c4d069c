import {
  CarryOverMessages,
  type CarryOverOffer,
  type CarryOverRequest,
  type CarryOverResponse,
} from '@shared/schemas/carry-over';
import { badRequest } from '../../errors';
import { authorizeAccess } from '../../plugins/record-access';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import {
  announceRoomChange,
  assertMinutesOpen,
  canArrangeAgenda,
  loadVisibleAgenda,
  minutesAreOpen,
} from '../meetings';
import { listOpenMeetingTasksOfTeam } from '../tasks';
import {
  copyItemsInto,
  findPreviousMeeting,
  listUnfinishedItems,
  setItemFinished,
} from './carry-over-repository';
import { agendaItemOrder } from './repository';
import { loadItem } from './service';

/** The meeting carry-over draws on, and its unfinished items: none for a meeting without a team. */
async function previousOf(
  ctx: ServiceContext,
  agendaId: string,
  meeting: { meetingId: string; teamIds: string[] },
) {
  const teamId = meeting.teamIds[0];
  if (!teamId) return { teamId, previous: undefined, items: [] };
  const previous = await findPreviousMeeting(ctx.db, {
    meetingId: meeting.meetingId,
    teamId,
    locationId: ctx.auth.locationId,
  });
  const items = previous ? await listUnfinishedItems(ctx.db, previous.agendaId, agendaId) : [];
  return { teamId, previous, items };
}

/** agenda/getCarryOver: "From last meeting", for everyone who sees the agenda. */
export async function getCarryOver(ctx: ServiceContext, agendaId: string): Promise<CarryOverOffer> {
  const { db, auth } = ctx;
  const meeting = await loadVisibleAgenda(db, auth, { agendaId });
  const { teamId, previous, items } = await previousOf(ctx, agendaId, meeting);
  const tasks = teamId
    ? await listOpenMeetingTasksOfTeam(db, teamId, auth.locationId, meeting.startDateTime)
    : [];
  return {
    PreviousMeeting: previous
      ? {
          MeetingId: previous.meetingId,
          AgendaId: previous.agendaId,
          Subject: previous.subject,
          StartDateTime: previous.startDateTime,
        }
      : null,
    Items: items.map((item) => ({
      AgendaItemId: item.id,
      Title: item.title,
      Outcome: item.outcome,
      AlreadyCarried: item.alreadyCarried,
    })),
    Tasks: tasks.map((task) => ({
      TaskId: task.taskId,
      Title: task.title,
      AssignedToName: task.assignedToName,
      DueDate: task.dueDate,
      MeetingId: task.meetingId,
      MeetingSubject: task.meetingSubject,
      MeetingStartDateTime: task.meetingStart.toISOString(),
    })),
    AllowedToCarryOver: canArrangeAgenda(auth, meeting) && minutesAreOpen(meeting),
  };
}

/**
 * agenda/carryOver (leads, admins): copies the previous meeting's chosen unfinished items (all, without a
 * choice) after the agenda's last item, under its lock; an item carried before is not carried again.
 */
export async function carryOver(
  ctx: ServiceContext,
  agendaId: string,
  request: CarryOverRequest,
): Promise<CarryOverResponse> {
  const { auth } = ctx;
  const meeting = await loadVisibleAgenda(ctx.db, auth, { agendaId });
  authorizeAccess(auth, 'teamLead', canArrangeAgenda(auth, meeting));
  assertMinutesOpen(meeting);
  const { items } = await previousOf(ctx, agendaId, meeting);
  const offered = new Set(items.map((item) => item.id));
  const chosen = request.AgendaItemIds ?? items.map((item) => item.id);
  if (chosen.some((id) => !offered.has(id)))
    throw badRequest(`AgendaItemIds: ${CarryOverMessages.notOffered}`);
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  const added = await withTransaction(ctx, async ({ db: tx }) => {
    await agendaItemOrder.lock(tx, [agendaId]);
    const copied = await copyItemsInto(tx, school, agendaId, [...new Set(chosen)]);
    await announceRoomChange(tx, meeting.meetingId, 'items');
    return copied;
  });
  return { AgendaItemIds: added };
}

/** agendaitem/setFinished: those who take notes on the item mark it finished (or not). */
export async function setFinished(ctx: ServiceContext, itemId: string, finished: boolean) {
  const { meeting, rights } = await loadItem(ctx, itemId);
  authorizeAccess(ctx.auth, 'owner', rights.takeNotes);
  assertMinutesOpen(meeting);
  await withTransaction(ctx, async ({ db }) => {
    await setItemFinished(db, itemId, finished);
    await announceRoomChange(db, meeting.meetingId, 'items', itemId);
  });
  return { Id: itemId, IsFinished: finished };
}
