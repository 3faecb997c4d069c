import type { AuthContext } from '../../plugins/auth';
import { canManageMeeting, canViewMeeting } from '../meetings/policy';
import type { MeetingAccess } from '../meetings/repository';

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

/** Per-item flags sent as AllowedToEdit, AllowedToDelete and AllowedToTakeNotes. */
export function agendaItemRights(auth: AuthContext, meeting: MeetingAccess, callerFacilitatesItem: boolean) {
  const manager = isManager(auth, meeting);
  const noteTakerOrFacilitator = meeting.callerIsNoteTaker || callerFacilitatesItem;
  return {
    AllowedToEdit: manager || noteTakerOrFacilitator,
    AllowedToDelete: manager,
    AllowedToTakeNotes: manager || noteTakerOrFacilitator,
  };
}
