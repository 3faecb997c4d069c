import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingNotes } from '@shared/schemas/meeting-notes';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

/**
 * Under the meetings root: a task saved or moved anywhere marks the meetings' queries stale (tasks feature,
 * taskCountingKeys), so the item's task list reloads without this feature being imported there.
 */
export const meetingNotesKey = (agendaItemId: string) => [QueryRoot.meetings, 'notes', agendaItemId] as const;

export const getMeetingNotes = (agendaItemId: string, signal?: AbortSignal) =>
  api.get<MeetingNotes>(`/agendaItem/getAgendaItemMeetingNotesById/${encodeURIComponent(agendaItemId)}`, {
    signal,
  });

export const getMeetingNotesQueryOptions = (agendaItemId: string) =>
  queryOptions({
    queryKey: meetingNotesKey(agendaItemId),
    queryFn: ({ signal }) => getMeetingNotes(agendaItemId, signal),
    // The outcome form starts from what the server holds now (another note taker may have written).
    ...FRESH_FOR_A_FORM,
  });

export const useMeetingNotes = (agendaItemId: string) => useQuery(getMeetingNotesQueryOptions(agendaItemId));
