import { useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { optionQueryOptions } from './option-query';

/** A meeting's agenda items in agenda order. */
export const getAgendaItemsByMeetingQueryOptions = (meetingId: string) =>
  optionQueryOptions<Option[]>(
    'agenda-items-by-meeting',
    `/agendaitem/getAgendaItemsByMeetingId/${encodeURIComponent(meetingId)}`,
    [meetingId],
  );

/** Loads nothing until a meeting is chosen. */
export const useAgendaItemsByMeeting = (meetingId: string | null) =>
  useQuery({ ...getAgendaItemsByMeetingQueryOptions(meetingId ?? ''), enabled: meetingId !== null });
