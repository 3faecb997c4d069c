import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingPage, MeetingSortColumn } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { meetingKeys } from './keys';

export interface MeetingListQuery {
  Page: number;
  PageSize: number;
  Sort: MeetingSortColumn;
  SortDirection: 'asc' | 'desc';
}

/** Meetings of the caller's teams that have not ended yet. */
export const getMyUpcomingMeetings = (query: MeetingListQuery, signal?: AbortSignal) =>
  api.get<MeetingPage>(`/meeting/getMyUpcomingMeeting${toQueryString({ ...query })}`, { signal });

export const getMyUpcomingMeetingsQueryOptions = (query: MeetingListQuery) =>
  queryOptions({
    queryKey: meetingKeys.upcoming(query),
    queryFn: ({ signal }) => getMyUpcomingMeetings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyUpcomingMeetings = (query: MeetingListQuery) =>
  useQuery(getMyUpcomingMeetingsQueryOptions(query));
