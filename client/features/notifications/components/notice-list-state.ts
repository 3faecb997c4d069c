import { useCallback, useState } from 'react';
import { FIRST_NOTICE_LIST, type NoticeListParams } from '../api/keys';

/** The notice list's page (from 0) and Unread only; a change of filter starts again at the first page. */
export function useNoticeListState() {
  const [params, setParams] = useState<NoticeListParams>(FIRST_NOTICE_LIST);
  const setPage = useCallback((page: number) => setParams((current) => ({ ...current, Page: page })), []);
  const setUnreadOnly = useCallback(
    (unreadOnly: boolean) => setParams({ Page: 0, UnreadOnly: unreadOnly }),
    [],
  );
  return { params, setPage, setUnreadOnly };
}
