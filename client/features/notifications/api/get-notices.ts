import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NoticePage } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { useUnreadCount } from './get-unread-count';
import { type NoticeListParams, notificationKeys } from './keys';

export const getNotices = ({ Page, UnreadOnly }: NoticeListParams, signal?: AbortSignal) =>
  api.get<NoticePage>(`/notification/getMine${toQueryString({ Page, UnreadOnly: String(UnreadOnly) })}`, {
    signal,
  });

export const getNoticesQueryOptions = (params: NoticeListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => getNotices(params, signal),
    placeholderData: keepPreviousData,
  });

/**
 * One page of the caller's notices, newest first, with how many are unread. It reloads when the bell's
 * count (asked every 20 s) no longer matches the page's: a notice arrived, or was read in another tab.
 */
export function useNotices(params: NoticeListParams) {
  const queryClient = useQueryClient();
  const notices = useQuery(getNoticesQueryOptions(params));
  const bellCount = useUnreadCount().data?.UnreadCount;
  const pageCount = notices.data?.UnreadCount;
  useEffect(() => {
    if (bellCount === undefined || pageCount === undefined || bellCount === pageCount) return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists }, { cancelRefetch: false });
  }, [bellCount, pageCount, queryClient]);
  return notices;
}
