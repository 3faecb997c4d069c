import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolNotificationDefaults } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';
import { notificationKeys } from './keys';

export const getSchoolDefaults = (signal?: AbortSignal): Promise<SchoolNotificationDefaults> =>
  api.get<SchoolNotificationDefaults>('/notification/getSchoolDefaults', { signal });

export const getSchoolDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.schoolDefaults,
    queryFn: ({ signal }) => getSchoolDefaults(signal),
    ...FRESH_FOR_A_FORM,
  });

/** What members of the caller's school get until they choose for themselves (school admins). */
export const useSchoolDefaults = () => useQuery(getSchoolDefaultsQueryOptions());
