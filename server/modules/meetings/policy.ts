import { AgendaMessages } from '@shared/schemas/agendas';
import { MeetingRoomMessages } from '@shared/schemas/meeting-room';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { authorizeAccess } from '../../plugins/record-access';
import type { TeamAccess } from '../teams';
import { findMeetingAccess, type MeetingAccess, type MeetingSelector } from './repository';

/**
 * Who may do what on a meeting, its agenda and its agenda items (spec sections 2 and 6; where the spec is
 * silent, our choice), all from one access row (findMeetingAccess):
 * - managers (admins, leads of the meeting's team) do everything: edit, cancel, add, edit, delete and
 *   reorder items, post the agenda, move items;
 * - the meeting's note taker may add items, edit items and take notes on every item;
 * - an item's facilitators may edit it and take notes on it;
 * - every member sees the agenda when it is posted or the meeting has not started (the visibility rule).
 */

/** A meeting, its agenda and its agenda items: the members of its teams and the school's admins. */
export const canViewMeeting = (auth: AuthContext, callerIsMember: boolean) => auth.isAdmin || callerIsMember;

/** A meeting the caller may see: 404 for another school's (or none), 403 for one of no team of theirs. */
export async function loadViewableMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await findMeetingAccess(db, { meetingId }, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  authorizeAccess(auth, 'teamMember', canViewMeeting(auth, meeting.callerIsMember));
  return meeting;
}

/** A meeting the caller may edit, cancel and move items out of (or into). */
export async function loadManageableMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const meeting = await findMeetingAccess(db, { meetingId }, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  authorizeAccess(auth, 'teamLead', canManageMeeting(auth, meeting.callerLeadsMeetingTeam));
  return meeting;
}

/** The meeting lists: admins list every meeting of their school, others the meetings of their teams. */
export const listsEveryMeetingOfSchool = (auth: AuthContext) => auth.isAdmin;

/**
 * AllowedToEdit and AllowedToCancel (spec section 6): admins on every meeting, team leads on the meetings
 * of a team they lead.
 */
export const canManageMeeting = (auth: AuthContext, callerLeadsMeetingTeam: boolean) =>
  auth.isAdmin || callerLeadsMeetingTeam;

/** Who may open the new meeting form: admins and team leads (of any team); the save checks the team chosen. */
export const canCreateMeetings = (auth: AuthContext, isAnyTeamLead: boolean) => auth.isAdmin || isAnyTeamLead;

/** Meetings of a team (create, or move a meeting to it): admins, and the team's leads. */
export const canScheduleForTeam = (auth: AuthContext, team: TeamAccess) =>
  canManageMeeting(auth, team.isLead);

/** The team choices of the meeting form and the move targets: admins every one of the school. */
export const managesEveryMeetingOfSchool = (auth: AuthContext) => auth.isAdmin;

/** The note-taker choices of a team: its members and the school's admins. */
export const canListNoteTakers = (auth: AuthContext, team: TeamAccess) => auth.isAdmin || team.isMember;

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
  authorizeAccess(auth, 'teamMember', canViewMeeting(auth, meeting.callerIsMember));
  if (!canSeeAgenda(auth, meeting, new Date())) throw new HttpError(403, AgendaMessages.notPosted);
  return meeting;
}

/**
 * Finalised minutes are locked (issue 20): outcomes, Finished marks, items and their order, tasks' links
 * to the meeting and attendance refuse changes with 409 until a lead reopens them.
 */
export const minutesAreOpen = (meeting: Pick<MeetingAccess, 'minutesFinalizedAt'>) =>
  meeting.minutesFinalizedAt === null;

export function assertMinutesOpen(meeting: Pick<MeetingAccess, 'minutesFinalizedAt'>) {
  if (!minutesAreOpen(meeting)) throw new HttpError(409, MeetingRoomMessages.minutesLocked);
}

/** The caller's write rights on the agenda and notes, all withheld while the minutes are finalised. */
export function whileMinutesOpen<Rights extends { [Key in keyof Rights]: boolean }>(
  meeting: Pick<MeetingAccess, 'minutesFinalizedAt'>,
  rights: Rights,
): Rights {
  if (minutesAreOpen(meeting)) return rights;
  return Object.fromEntries(Object.keys(rights).map((key) => [key, false])) as Rights;
}

/** Start the meeting: its managers and its note taker. */
export const canStartMeeting = (auth: AuthContext, meeting: MeetingAccess) =>
  isManager(auth, meeting) || meeting.callerIsNoteTaker;

/** Finalise and reopen the minutes: the meeting's managers (admins, leads of its team). */
export const canCloseMinutes = isManager;

/** Record attendance: the meeting's managers and its note taker. */
export const canRecordAttendance = (auth: AuthContext, meeting: MeetingAccess) =>
  isManager(auth, meeting) || meeting.callerIsNoteTaker;

/** Start and pause the items' timers: the timekeeper, the note taker and the meeting's managers. */
export const canKeepTime = (auth: AuthContext, meeting: MeetingAccess) =>
  isManager(auth, meeting) || meeting.callerIsNoteTaker || meeting.callerIsTimekeeper;
