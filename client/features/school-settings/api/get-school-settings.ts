import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolSettings } from '@shared/schemas/school-settings';
import { api } from '../../../lib/api-client';

export const schoolSettingsQueryKey = ['school-settings'] as const;

export const getSchoolSettings = (signal?: AbortSignal): Promise<SchoolSettings> =>
  api.get<SchoolSettings>('/school/getSettings', { signal });

export const getSchoolSettingsQueryOptions = () =>
  queryOptions({ queryKey: schoolSettingsQueryKey, queryFn: ({ signal }) => getSchoolSettings(signal) });

/** The caller's school: its time zone and non-meeting days (every member reads them). */
export const useSchoolSettings = () => useQuery(getSchoolSettingsQueryOptions());
