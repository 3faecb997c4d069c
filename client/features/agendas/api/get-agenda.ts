import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agenda } from '@shared/schemas/agendas';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

export const getAgenda = (meetingId: string, signal?: AbortSignal): Promise<Agenda> =>
  api.get<Agenda>(`/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${encodeURIComponent(meetingId)}`, {
    signal,
  });

export const getAgendaQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: agendaKeys.agenda(meetingId),
    queryFn: ({ signal }) => getAgenda(meetingId, signal),
  });

/** A meeting's agenda: header, people, items in order and what the caller may do. */
export const useAgenda = (meetingId: string) => useQuery(getAgendaQueryOptions(meetingId));
