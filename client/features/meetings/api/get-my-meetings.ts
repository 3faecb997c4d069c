import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingSortColumn } from '@shared/constants';
import type { MeetingPage } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { meetingKeys } from './keys';

export interface MeetingListQuery {
  Page: number;
  PageSize: number;
  Sort: MeetingSortColumn;
  SortDirection: 'asc' | 'desc';
  /** Only this team's meetings. */
  TeamId?: string;
}

/** The two meeting lists: not yet ended, and ended. */
export type MeetingPeriod = 'upcoming' | 'historical';

const LIST_PATHS: Record<MeetingPeriod, string> = {
  upcoming: '/meeting/getMyUpcomingMeeting',
  historical: '/meeting/getMyHistoricalMeeting',
};

/** meeting/getMyUpcomingMeeting and meeting/getMyHistoricalMeeting: one page of the caller's meetings. */
export const getMyMeetings = (period: MeetingPeriod, query: MeetingListQuery, signal?: AbortSignal) =>
  api.get<MeetingPage>(`${LIST_PATHS[period]}${toQueryString({ ...query })}`, { signal });

export const getMyMeetingsQueryOptions = (period: MeetingPeriod, query: MeetingListQuery) =>
  queryOptions({
    queryKey: meetingKeys.list(period, query),
    queryFn: ({ signal }) => getMyMeetings(period, query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyMeetings = (period: MeetingPeriod, query: MeetingListQuery) =>
  useQuery(getMyMeetingsQueryOptions(period, query));
