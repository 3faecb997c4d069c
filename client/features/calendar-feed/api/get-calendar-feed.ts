import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@shared/schemas/calendar';
import { api } from '../../../lib/api-client';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

export const getCalendarFeed = (signal?: AbortSignal): Promise<CalendarFeedStatus> =>
  api.get<CalendarFeedStatus>('/calendar/getFeed', { signal });

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

/** Whether the caller has a calendar feed link, and since when. */
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
