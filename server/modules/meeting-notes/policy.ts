import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { authorizeAccess } from '../../plugins/record-access';
import { agendaItemRights, loadVisibleAgenda } from '../meetings';
import { findNotesItem } from './repository';

/**
 * An agenda item's notes and the caller's rights on them. Whoever may see the item's agenda reads them
 * (the meetings policy answers 404, 403, or 403 with the visibility text).
 */
export async function loadVisibleNotes(db: Db, auth: AuthContext, itemId: string) {
  const meeting = await loadVisibleAgenda(db, auth, { agendaItemId: itemId });
  const item = await findNotesItem(db, itemId, auth.locationId, auth.userId);
  if (!item) throw notFound();
  return { meeting, item, rights: agendaItemRights(auth, meeting, item.callerFacilitatesItem) };
}

/** An item whose outcome the caller may write: its takeNotes right (managers, the note taker, its facilitators). */
export async function loadNotesToTake(db: Db, auth: AuthContext, itemId: string) {
  const notes = await loadVisibleNotes(db, auth, itemId);
  authorizeAccess(auth, 'owner', notes.rights.takeNotes);
  return notes;
}
