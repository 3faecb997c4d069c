import {
  AgendaMessages,
  type Agenda,
  type AgendaItemOrder,
  type AgendaItem,
  type ParsedSaveAgendaItemRequest,
  type PostAgendaResponse,
  type ReorderAgendaItemsRequest,
  type TeamUser,
} from '@shared/schemas/agendas';
import { sanitizeRichTextOrEmpty } from '../../lib/sanitize-html';
import { LIST_CHANGED } from '../../db/ordered-list';
import { badRequest, conflict, notFound, staleOrNotFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import { findType } from '../agenda-item-types';
import { mailEach } from '../mail';
import {
  agendaItemRights,
  announceRoomChange,
  assertMinutesOpen,
  canAddAgendaItems,
  canArrangeAgenda,
  listPeopleOfMeeting,
  loadVisibleAgenda,
  type MeetingAccess,
  whileMinutesOpen,
} from '../meetings';
import { agendaPostedMail, presentAgenda, presentItem, presentTeamUser } from './presenter';
import * as repo from './repository';

const schoolOf = (auth: AuthContext) => ({ districtId: auth.districtId, locationId: auth.locationId });

const facilitates = (item: repo.AgendaItemRow, userId: string) =>
  item.facilitators.some((f) => f.userId === userId);

/** The members of the meeting's teams (staff and partners), as the agenda lists and mails them. */
const peopleOf = ({ db, auth }: ServiceContext, meeting: MeetingAccess) =>
  listPeopleOfMeeting(db, meeting, auth.locationId);

/** The header and items of a visible meeting's agenda, giving the meeting its agenda row if it has none. */
async function loadAgendaView({ db, auth }: ServiceContext, meeting: MeetingAccess) {
  const agendaId = meeting.agendaId ?? (await repo.ensureAgenda(db, schoolOf(auth), meeting.meetingId));
  const view = await repo.findAgendaView(
    db,
    { meetingId: meeting.meetingId, teamId: meeting.teamIds[0] ?? null },
    agendaId,
    auth.locationId,
  );
  if (!view) throw notFound();
  return { agendaId, view };
}

/**
 * agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId: three queries whatever the number of items, carried
 * or not (the view reads where carried items came from).
 */
export async function getCompleteAgenda(ctx: ServiceContext, meetingId: string): Promise<Agenda> {
  return agendaOfMeeting(ctx, await loadVisibleAgenda(ctx.db, ctx.auth, { meetingId }));
}

/** The agenda of a meeting whose agenda the caller may see (the meeting room shows it too). */
export async function agendaOfMeeting(ctx: ServiceContext, meeting: MeetingAccess): Promise<Agenda> {
  const { auth } = ctx;
  const { agendaId, view } = await loadAgendaView(ctx, meeting);
  const people = await peopleOf(ctx, meeting);
  return presentAgenda({
    agendaId,
    meeting,
    view,
    people,
    rights: whileMinutesOpen(meeting, {
      addItems: canAddAgendaItems(auth, meeting),
      arrange: canArrangeAgenda(auth, meeting),
    }),
    itemRights: (item) =>
      whileMinutesOpen(meeting, agendaItemRights(auth, meeting, facilitates(item, auth.userId))),
  });
}

/** agenda/getListOfTeamUsersByAgendaId: the facilitator choices, the members of the meeting's teams. */
export async function listTeamUsers(ctx: ServiceContext, agendaId: string): Promise<TeamUser[]> {
  const meeting = await loadVisibleAgenda(ctx.db, ctx.auth, { agendaId });
  return (await peopleOf(ctx, meeting)).map(presentTeamUser);
}

/**
 * agenda/postMeetingAgenda: marks the agenda posted (again, when asked again) and mails every member with
 * an address after the reply.
 */
export async function postAgenda(ctx: ServiceContext, agendaId: string): Promise<PostAgendaResponse> {
  const { auth, env, log, mailer } = ctx;
  const meeting = await loadVisibleAgenda(ctx.db, auth, { agendaId });
  authorizeAccess(auth, 'teamLead', canArrangeAgenda(auth, meeting));
  const { view } = await loadAgendaView(ctx, meeting);
  const people = await peopleOf(ctx, meeting);
  // The one write comes last: a failure before it leaves the agenda unposted, and once it is stored
  // nothing but the reply and the mails remain, so "posted" never goes without its answer and mails.
  await withTransaction(ctx, async ({ db }) => {
    await repo.markAgendaPosted(db, agendaId, auth.userId);
    await announceRoomChange(db, meeting.meetingId, 'state');
  });
  const posted = {
    subject: meeting.subject,
    startDateTime: meeting.startDateTime,
    endDateTime: meeting.endDateTime,
    location: view.location,
    itemTitles: view.items.map((item) => item.title),
    link: new URL(`/meetingAgenda/${meeting.meetingId}`, env.APP_URL).toString(),
  };
  ctx.background.run('agenda posted mails', () =>
    mailEach({ mailer, log }, 'agenda posted mail', people, (to) => agendaPostedMail(to, posted)),
  );
  return { HasAgendaPosted: true, UsersInMeeting: people.map(presentTeamUser) };
}

/** An item of a visible agenda, its meeting and the caller's rights on it. */
export async function loadItem({ db, auth }: ServiceContext, itemId: string) {
  const meeting = await loadVisibleAgenda(db, auth, { agendaItemId: itemId });
  const item = await repo.findAgendaItem(db, itemId, auth.locationId);
  if (!item) throw notFound();
  return { meeting, item, rights: agendaItemRights(auth, meeting, facilitates(item, auth.userId)) };
}

/** agendaitem/getById. */
export async function getItem(ctx: ServiceContext, itemId: string): Promise<AgendaItem> {
  const { item, rights } = await loadItem(ctx, itemId);
  return presentItem(item, rights.edit);
}

/** Throws 400 unless the type is the school's and every facilitator is a member of the meeting's teams. */
async function checkItemChoices(
  ctx: ServiceContext,
  meeting: MeetingAccess,
  request: ParsedSaveAgendaItemRequest,
) {
  if (!(await findType(ctx.db, request.ItemTypeId, ctx.auth.locationId))) {
    throw badRequest(`ItemTypeId: ${AgendaMessages.typeRequired}`);
  }
  const people = await peopleOf(ctx, meeting);
  const members = new Set(people.map((person) => person.id));
  if (!request.AgendaItemFacilitators.every((f) => members.has(f.UserId))) {
    throw badRequest(`AgendaItemFacilitators: ${AgendaMessages.facilitatorRequired}`);
  }
}

/** agendaitem/save: adds an item last (note takers and managers) or edits one (per its edit right). */
export async function saveItem(
  ctx: ServiceContext,
  request: ParsedSaveAgendaItemRequest,
): Promise<AgendaItem> {
  const { auth } = ctx;
  const itemId = request.Id;
  let meeting: MeetingAccess;
  if (itemId) {
    const loaded = await loadItem(ctx, itemId);
    if (loaded.item.agendaId !== request.AgendaId) throw notFound();
    authorizeAccess(auth, 'owner', loaded.rights.edit);
    meeting = loaded.meeting;
  } else {
    meeting = await loadVisibleAgenda(ctx.db, auth, { agendaId: request.AgendaId });
    authorizeAccess(auth, 'owner', canAddAgendaItems(auth, meeting));
  }
  assertMinutesOpen(meeting);
  await checkItemChoices(ctx, meeting, request);
  const values = {
    title: request.Title,
    description: sanitizeRichTextOrEmpty(request.Description),
    itemTypeId: request.ItemTypeId,
    timeInMinutes: request.TimeInMinutes,
  };
  const facilitatorIds = [...new Set(request.AgendaItemFacilitators.map((f) => f.UserId))];
  // The answer is read inside the transaction: a save that answers with an error was not applied.
  const saved = await withTransaction(ctx, async ({ db }) => {
    await repo.agendaItemOrder.lock(db, [request.AgendaId]);
    const id = itemId ?? (await repo.insertItemLast(db, schoolOf(auth), request.AgendaId, values));
    if (itemId && !(await repo.updateItem(db, itemId, values, request.Version))) {
      throw staleOrNotFound(request.Version);
    }
    await repo.replaceFacilitators(db, schoolOf(auth), id, facilitatorIds);
    await announceRoomChange(db, meeting.meetingId, 'items', id);
    return repo.findAgendaItem(db, id, auth.locationId);
  });
  return presentItem(saved!, true);
}

/** agendaitem/delete: the items after it move up one place. */
export async function deleteItem(ctx: ServiceContext, itemId: string): Promise<string> {
  const { meeting, item, rights } = await loadItem(ctx, itemId);
  authorizeAccess(ctx.auth, 'teamLead', rights.delete);
  assertMinutesOpen(meeting);
  await withTransaction(ctx, async ({ db, auth }) => {
    await repo.agendaItemOrder.lock(db, [item.agendaId]);
    // Read again under the lock: a move may have taken it to another agenda since.
    const current = await repo.findAgendaItem(db, itemId, auth.locationId);
    if (!current) throw notFound();
    if (current.agendaId !== item.agendaId) throw conflict(LIST_CHANGED);
    await repo.deleteItem(db, itemId);
    await repo.agendaItemOrder.renumber(db, item.agendaId);
    await announceRoomChange(db, meeting.meetingId, 'items');
  });
  return itemId;
}

/**
 * agendaitem/reorder: the new order of every item of one agenda, applied under the agenda's lock (so
 * concurrent reorders and moves run one after the other), then renumbered 1..n. A list that is not exactly
 * the agenda's items now answers 409: partial, stale, or naming an item a move took to another agenda.
 */
export async function reorderItems(
  ctx: ServiceContext,
  request: ReorderAgendaItemsRequest,
): Promise<AgendaItemOrder[]> {
  const ids = request.ReorderItems.map((item) => item.AgendaItemId);
  const meeting = await loadVisibleAgenda(ctx.db, ctx.auth, { agendaItemId: ids[0]! });
  authorizeAccess(ctx.auth, 'teamLead', canArrangeAgenda(ctx.auth, meeting));
  assertMinutesOpen(meeting);
  const agendaId = meeting.agendaId!;
  return withTransaction(ctx, async ({ db }) => {
    await repo.agendaItemOrder.reorder(
      db,
      agendaId,
      request.ReorderItems.map((item) => ({ id: item.AgendaItemId, order: item.NewDisplayOrder })),
    );
    await announceRoomChange(db, meeting.meetingId, 'items');
    const ordered = await repo.agendaItemOrder.listIds(db, agendaId);
    return ordered.map((id, index) => ({ Id: id, OrderId: index + 1 }));
  });
}
