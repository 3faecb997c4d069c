import type {
  ParsedSaveExistingMeetingWithAgendaItemsRequest,
  ParsedSaveWithAgendaItemsRequest,
  SaveMeetingResponse,
} from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import { LIST_CHANGED } from '../../db/ordered-list';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { announceRoomChange, assertMinutesOpen, loadManageableMeeting, saveMeeting } from '../meetings';
import { moveTasksOfAgendaItems } from '../tasks';
import { moveAgendaItems } from './move-repository';
import { findAgendasOfItems } from './repository';

export const MoveMessages = {
  oneMeeting: 'AgendaItemIds: The agenda items must all be of one meeting',
  sameMeeting: 'MeetingId: The agenda items are already on this meeting',
  notUpcoming: 'MeetingId: Agenda items can only move to an upcoming meeting',
  newMeetingOnly: 'Meeting: The meeting to move agenda items to must be a new meeting',
  otherTeam: 'MeetingId: Agenda items can only move to a meeting of the same team',
  newMeetingOtherTeam: 'MeetingTeams: The new meeting must be of the same team as the agenda items',
} as const;

/**
 * The meeting the items are on and its agenda, checked: every item is of one agenda of the caller's
 * school (404 for an unknown or another school's item) and the caller manages that meeting.
 */
async function loadSource(db: Db, auth: AuthContext, itemIds: string[]) {
  const agendas = await findAgendasOfItems(db, itemIds, auth.locationId);
  const found = agendas.reduce((sum, agenda) => sum + agenda.items, 0);
  if (found !== itemIds.length) throw notFound();
  if (agendas.length !== 1) throw badRequest(MoveMessages.oneMeeting);
  const { agendaId, meetingId } = agendas[0]!;
  const meeting = await loadManageableMeeting(db, auth, meetingId);
  assertMinutesOpen(meeting);
  return { meeting, agendaId };
}

type Source = Awaited<ReturnType<typeof loadSource>>;

/** Items move only into another meeting that has not ended. */
function checkTarget(source: Source, target: { meetingId: string | null; endDateTime: Date }) {
  if (target.meetingId === source.meeting.meetingId) throw badRequest(MoveMessages.sameMeeting);
  if (target.endDateTime < new Date()) throw badRequest(MoveMessages.notUpcoming);
}

const sharesTeam = (source: Source, teamIds: string[]) =>
  teamIds.some((teamId) => source.meeting.teamIds.includes(teamId));

const schoolOf = (auth: AuthContext) => ({ districtId: auth.districtId, locationId: auth.locationId });

/**
 * Moves the items inside the caller's transaction, their tasks with them (to the target meeting); 409 when
 * some left the source agenda meanwhile.
 */
async function moveItems(tx: Db, auth: AuthContext, source: Source, itemIds: string[], targetId: string) {
  const moved = await moveAgendaItems(tx, schoolOf(auth), itemIds, source.agendaId, targetId);
  if (moved !== itemIds.length) throw conflict(LIST_CHANGED);
  await moveTasksOfAgendaItems(tx, itemIds, targetId);
  await announceRoomChange(tx, source.meeting.meetingId, 'items');
  await announceRoomChange(tx, targetId, 'items');
}

/**
 * meeting/saveExistingMeetingWithAgendaItems: moves the items to an upcoming meeting of the same team
 * that the caller manages.
 */
export async function moveToExistingMeeting(
  ctx: ServiceContext,
  request: ParsedSaveExistingMeetingWithAgendaItemsRequest,
): Promise<SaveMeetingResponse> {
  const { db, auth } = ctx;
  const itemIds = [...new Set(request.AgendaItemIds)];
  const source = await loadSource(db, auth, itemIds);
  const target = await loadManageableMeeting(db, auth, request.MeetingId);
  assertMinutesOpen(target);
  checkTarget(source, target);
  if (!sharesTeam(source, target.teamIds)) throw badRequest(MoveMessages.otherTeam);
  await withTransaction(ctx, (tx) => moveItems(tx.db, auth, source, itemIds, target.meetingId));
  return { Id: target.meetingId, Subject: target.subject, VideoMeetingProblem: null };
}

/**
 * meeting/saveWithAgendaItems: creates a meeting of the same team exactly as meeting/save does and moves
 * the items to it in the same transaction; when the write fails, a video meeting the save created is
 * deleted again.
 */
export async function moveToNewMeeting(
  ctx: ServiceContext,
  request: ParsedSaveWithAgendaItemsRequest,
): Promise<SaveMeetingResponse> {
  const { db, auth } = ctx;
  if (request.Meeting.Id !== null) throw badRequest(MoveMessages.newMeetingOnly);
  const itemIds = [...new Set(request.AgendaItemIds)];
  const source = await loadSource(db, auth, itemIds);
  // Before the save's checks: those may create the provider's video meeting.
  checkTarget(source, { meetingId: null, endDateTime: new Date(request.Meeting.EndDateTime) });
  const teamIds = request.Meeting.MeetingTeams.map((team) => team.TeamId);
  if (!sharesTeam(source, teamIds)) throw badRequest(MoveMessages.newMeetingOtherTeam);
  return saveMeeting(ctx, request.Meeting, (tx, meetingId) =>
    moveItems(tx, auth, source, itemIds, meetingId),
  );
}
