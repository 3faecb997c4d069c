import { MeetingNotesMessages } from '@shared/schemas/meeting-notes';
import type { Db } from '../../db/database';
import { authorize, HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { agendaItemRights, canSeeAgenda } from '../agendas/policy';
import { canViewMeeting } from '../meetings/policy';
import { findMeetingAccessOfItem, findNotesItem } from './repository';

/**
 * An agenda item's notes and the caller's rights on them: 404 for another school's item (or none), 403
 * for a meeting of no team of the caller's, and 403 with the agenda visibility text when the visibility
 * rule hides the agenda (spec section 2).
 */
export async function loadVisibleNotes(db: Db, auth: AuthContext, itemId: string, now: Date) {
  const meeting = await findMeetingAccessOfItem(db, itemId, auth.locationId, auth.userId);
  if (!meeting) throw notFound();
  authorize(canViewMeeting(auth, meeting.callerIsMember));
  if (!canSeeAgenda(auth, meeting, now)) throw new HttpError(403, MeetingNotesMessages.agendaHidden);
  const item = await findNotesItem(db, itemId, auth.locationId, auth.userId);
  if (!item) throw notFound();
  return { meeting, item, rights: agendaItemRights(auth, meeting, item.callerFacilitatesItem) };
}

/** An item whose outcome the caller may write: AllowedToTakeNotes (managers, the note taker, its facilitators). */
export async function loadNotesToTake(db: Db, auth: AuthContext, itemId: string, now: Date) {
  const notes = await loadVisibleNotes(db, auth, itemId, now);
  authorize(notes.rights.AllowedToTakeNotes);
  return notes;
}
