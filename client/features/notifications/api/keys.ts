/** Where the notice list stands: its page (from 0) and whether it shows unread notices only. */
export interface NoticeListParams {
  Page: number;
  UnreadOnly: boolean;
}

/** What /notifications shows first (and its route starts loading): the newest notices, read or not. */
export const FIRST_NOTICE_LIST: NoticeListParams = { Page: 0, UnreadOnly: false };

/** Query keys of the notifications feature; marking notices read marks every `notices` key stale. */
export const notificationKeys = {
  /** The bell's count and every page of the list: what a notice being read changes. */
  notices: ['notifications', 'notices'] as const,
  unreadCount: ['notifications', 'notices', 'unread-count'] as const,
  lists: ['notifications', 'notices', 'list'] as const,
  list: (params: NoticeListParams) => ['notifications', 'notices', 'list', params] as const,
  preferences: ['notifications', 'preferences'] as const,
  schoolDefaults: ['notifications', 'school-defaults'] as const,
};
