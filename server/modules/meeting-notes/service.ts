import type { MeetingNotes, SaveOutcomeRequest } from '@shared/schemas/meeting-notes';
import { MeetingRoomMessages } from '@shared/schemas/meeting-room';
import { conflict, staleOrNotFound } from '../../errors';
import { announceRoomChange, assertMinutesOpen, whileMinutesOpen } from '../meetings';
import { sanitizeRichTextOrEmpty } from '../../lib/sanitize-html';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { loadNotesToTake, loadVisibleNotes } from './policy';
import { presentMeetingNotes } from './presenter';
import { listItemTasks, minutesFinalizedSince, updateOutcome } from './repository';

/** agendaItem/getAgendaItemMeetingNotesById/{id}. */
export async function getMeetingNotes({ db, auth }: ServiceContext, itemId: string): Promise<MeetingNotes> {
  const { meeting, item, rights } = await loadVisibleNotes(db, auth, itemId);
  const tasks = await listItemTasks(db, itemId, auth.locationId, auth.userId);
  return presentMeetingNotes(auth, meeting, item, whileMinutesOpen(meeting, rights).takeNotes, tasks);
}

/** agendaitem/saveOutcome: stores the sanitised outcome; an editor left with no text stores ''. */
export async function saveOutcome(ctx: ServiceContext, command: SaveOutcomeRequest) {
  const { db, auth } = ctx;
  const { meeting } = await loadNotesToTake(db, auth, command.Id);
  assertMinutesOpen(meeting);
  const outcome = sanitizeRichTextOrEmpty(command.Outcome);
  const version = await withTransaction(ctx, async (tx) => {
    const saved = await updateOutcome(tx.db, command.Id, auth.locationId, outcome, command.Version);
    if (saved !== undefined) await announceRoomChange(tx.db, meeting.meetingId, 'outcome', command.Id);
    return saved;
  });
  if (version === undefined) {
    // The UPDATE also refuses once the minutes are finalised: a save in flight while a lead finalised.
    if (await minutesFinalizedSince(db, command.Id)) throw conflict(MeetingRoomMessages.minutesLocked);
    throw staleOrNotFound(command.Version);
  }
  return { Id: command.Id, Version: version };
}
