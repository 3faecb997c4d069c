import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** How often the bell asks again while the tab is in view. */
const UNREAD_COUNT_POLL_MS = 20_000;

export const getUnreadCount = (signal?: AbortSignal): Promise<UnreadCount> =>
  api.get<UnreadCount>('/notification/getUnreadCount', { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Always stale: coming back to the tab asks at once rather than after the next poll.
    staleTime: 0,
    refetchInterval: UNREAD_COUNT_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The bell's number: the caller's unread notices, asked again every 20 s and on returning to the tab. */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
