import type { MeetingNotes, SaveOutcomeRequest } from '@shared/schemas/meeting-notes';
import { staleOrNotFound } from '../../errors';
import { sanitizeRichTextOrEmpty } from '../../lib/sanitize-html';
import type { ServiceContext } from '../../plugins/service-context';
import { loadNotesToTake, loadVisibleNotes } from './policy';
import { presentMeetingNotes } from './presenter';
import { listItemTasks, updateOutcome } from './repository';

/** agendaItem/getAgendaItemMeetingNotesById/{id}. */
export async function getMeetingNotes({ db, auth }: ServiceContext, itemId: string): Promise<MeetingNotes> {
  const { meeting, item, rights } = await loadVisibleNotes(db, auth, itemId);
  const tasks = await listItemTasks(db, itemId, auth.locationId, auth.userId);
  return presentMeetingNotes(auth, meeting, item, rights.takeNotes, tasks);
}

/** agendaitem/saveOutcome: stores the sanitised outcome; an editor left with no text stores ''. */
export async function saveOutcome({ db, auth }: ServiceContext, command: SaveOutcomeRequest) {
  await loadNotesToTake(db, auth, command.Id);
  const outcome = sanitizeRichTextOrEmpty(command.Outcome);
  const version = await updateOutcome(db, command.Id, auth.locationId, outcome, command.Version);
  if (version === undefined) throw staleOrNotFound(command.Version);
  return { Id: command.Id, Version: version };
}
