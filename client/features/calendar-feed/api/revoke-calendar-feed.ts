import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@shared/schemas/calendar';
import { api } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

export const revokeCalendarFeed = (): Promise<CalendarFeedStatus> =>
  api.post<CalendarFeedStatus>('/calendar/revokeFeed');

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (status) => queryClient.setQueryData(calendarFeedQueryKey, status),
  });
}
