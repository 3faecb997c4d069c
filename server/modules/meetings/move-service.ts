import type { FastifyInstance } from 'fastify';
import type {
  MeetingOption,
  ParsedSaveExistingMeetingWithAgendaItemsRequest,
  ParsedSaveWithAgendaItemsRequest,
  SaveMeetingResponse,
} from '@shared/schemas/meetings';
import { badRequest, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './move-repository';
import { loadManageableMeeting, managesEveryMeetingOfSchool } from './policy';
import { presentMoveTarget, presentSavedMeeting } from './presenter';
import { checkMeetingSave, writeMeeting } from './save-service';

export const MoveMessages = {
  oneMeeting: 'AgendaItemIds: The agenda items must all be of one meeting',
  sameMeeting: 'MeetingId: The agenda items are already on this meeting',
  notUpcoming: 'MeetingId: Agenda items can only move to an upcoming meeting',
  newMeetingOnly: 'Meeting: The meeting to move agenda items to must be a new meeting',
} as const;

/**
 * The meeting the items are on, checked: every item is of one agenda of the caller's school (404 for an
 * unknown or another school's item) and the caller manages that meeting.
 */
async function loadSourceMeeting(app: FastifyInstance, auth: AuthContext, itemIds: string[]) {
  const agendas = await repo.findAgendasOfItems(app.db, itemIds, auth.locationId);
  const found = agendas.reduce((sum, agenda) => sum + agenda.items, 0);
  if (found !== itemIds.length) throw notFound();
  if (agendas.length !== 1) throw badRequest(MoveMessages.oneMeeting);
  return loadManageableMeeting(app.db, auth, agendas[0]!.meetingId);
}

/** Items move only into another meeting that has not ended. */
function checkTarget(sourceMeetingId: string, target: { meetingId: string | null; endDateTime: Date }) {
  if (target.meetingId === sourceMeetingId) throw badRequest(MoveMessages.sameMeeting);
  if (target.endDateTime < new Date()) throw badRequest(MoveMessages.notUpcoming);
}

const schoolOf = (auth: AuthContext) => ({ districtId: auth.districtId, locationId: auth.locationId });

/** meeting/saveExistingMeetingWithAgendaItems: moves the items to an upcoming meeting the caller manages. */
export async function moveToExistingMeeting(
  app: FastifyInstance,
  auth: AuthContext,
  request: ParsedSaveExistingMeetingWithAgendaItemsRequest,
): Promise<SaveMeetingResponse> {
  const itemIds = [...new Set(request.AgendaItemIds)];
  const source = await loadSourceMeeting(app, auth, itemIds);
  const target = await loadManageableMeeting(app.db, auth, request.MeetingId);
  checkTarget(source.meetingId, target);
  await app.db.transaction((tx) => repo.moveAgendaItems(tx, schoolOf(auth), itemIds, target.meetingId));
  return { Id: target.meetingId, Subject: target.subject, VideoMeetingProblem: null };
}

/** meeting/saveWithAgendaItems: creates a meeting exactly as meeting/save does and moves the items to it. */
export async function moveToNewMeeting(
  app: FastifyInstance,
  auth: AuthContext,
  request: ParsedSaveWithAgendaItemsRequest,
): Promise<SaveMeetingResponse> {
  if (request.Meeting.Id !== null) throw badRequest(MoveMessages.newMeetingOnly);
  const itemIds = [...new Set(request.AgendaItemIds)];
  const source = await loadSourceMeeting(app, auth, itemIds);
  // Before the save's checks: those may create the provider's video meeting.
  checkTarget(source.meetingId, { meetingId: null, endDateTime: new Date(request.Meeting.EndDateTime) });
  const save = await checkMeetingSave(app, auth, request.Meeting);
  const meetingId = await app.db.transaction(async (tx) => {
    const id = await writeMeeting(tx, auth, save);
    await repo.moveAgendaItems(tx, schoolOf(auth), itemIds, id);
    return id;
  });
  return presentSavedMeeting(meetingId, save);
}

/** meeting/getMoveTargetsForAgendaItems: where the manager of a meeting may move its items. */
export async function listMoveTargets(
  app: FastifyInstance,
  auth: AuthContext,
  meetingId: string,
): Promise<MeetingOption[]> {
  await loadManageableMeeting(app.db, auth, meetingId);
  const rows = await repo.listMoveTargets(
    app.db,
    auth.locationId,
    auth.userId,
    managesEveryMeetingOfSchool(auth),
    meetingId,
    new Date(),
  );
  return rows.map(presentMoveTarget);
}
