import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '@shared/schemas/calendar';
import { api } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** A new secret feed link; the old one stops working. The answer is the only time the link is shown. */
export const createCalendarFeed = (): Promise<CalendarFeedCreated> =>
  api.post<CalendarFeedCreated>('/calendar/createFeed');

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
