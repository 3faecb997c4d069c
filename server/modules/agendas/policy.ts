import { AgendaMessages } from '@shared/schemas/agendas';
import type { Db } from '../../db/database';
import { authorize, HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import {
  canManageMeeting,
  canViewMeeting,
  findMeetingAccess,
  type MeetingAccess,
  type MeetingSelector,
} from '../meetings';

/**
 * Who may do what on an agenda (spec sections 2 and 6; where the spec is silent, our choice):
 * - managers (admins, leads of the meeting's team) do everything: add, edit, delete, reorder, post, move;
 * - the meeting's note taker may add items, edit items and take notes on every item;
 * - an item's facilitators may edit it and take notes on it;
 * - every member sees the agenda when it is posted or the meeting has not started (the visibility rule).
 */
const isManager = (auth: AuthContext, meeting: MeetingAccess) =>
  canManageMeeting(auth, meeting.callerLeadsMeetingTeam);

/** The visibility rule (spec section 2, Agenda visibility); admins and the meeting's leads always see it. */
export const canSeeAgenda = (auth: AuthContext, meeting: MeetingAccess, now: Date) =>
  canViewMeeting(auth, meeting.callerIsMember) &&
  (isManager(auth, meeting) || meeting.hasAgendaPosted || now < meeting.startDateTime);

export const canAddAgendaItems = (auth: AuthContext, meeting: MeetingAccess) =>
  isManager(auth, meeting) || meeting.callerIsNoteTaker;

/** Reorder, post and move items out: the meeting's managers. */
export const canArrangeAgenda = isManager;

/** What the caller may do with one agenda item; the presenters send them as the Allowed* flags. */
export interface AgendaItemRights {
  edit: boolean;
  delete: boolean;
  takeNotes: boolean;
}

/** The meeting's managers do all three; its note taker and the item's facilitators edit and take notes. */
export function agendaItemRights(
  auth: AuthContext,
  meeting: MeetingAccess,
  callerFacilitatesItem: boolean,
): AgendaItemRights {
  const manager = isManager(auth, meeting);
  const noteTakerOrFacilitator = meeting.callerIsNoteTaker || callerFacilitatesItem;
  return {
    edit: manager || noteTakerOrFacilitator,
    delete: manager,
    takeNotes: manager || noteTakerOrFacilitator,
  };
}

/**
 * The meeting of an agenda the caller may see (picked by meeting, agenda or item): 404 for
 * another school's or none, 403 for a meeting of no team of theirs, 403 with the spec's text while the
 * visibility rule hides the agenda.
 */
export async function loadVisibleAgenda(
  db: Db,
  auth: AuthContext,
  selector: MeetingSelector,
): Promise<MeetingAccess> {
  const meeting = await findMeetingAccess(db, selector, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  authorize(canViewMeeting(auth, meeting.callerIsMember));
  if (!canSeeAgenda(auth, meeting, new Date())) throw new HttpError(403, AgendaMessages.notPosted);
  return meeting;
}
