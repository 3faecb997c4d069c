import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';
import { notificationKeys } from './keys';

export const getPreferences = (signal?: AbortSignal): Promise<NotificationPreferences> =>
  api.get<NotificationPreferences>('/notification/getPreferences', { signal });

export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    ...FRESH_FOR_A_FORM,
  });

/** The caller's choices for every kind, and whether they may edit the school's defaults. */
export const usePreferences = () => useQuery(getPreferencesQueryOptions());
