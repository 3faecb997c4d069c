import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type { ImpersonationCandidate } from '@shared/schemas/super-admin';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { superAdminKeys } from './keys';

export const getSchoolUsers = (locationId: string, query: ListQuery, signal?: AbortSignal) =>
  api.get<Page<ImpersonationCandidate>>(
    `/superadmin/getUsersByLocationId/${encodeURIComponent(locationId)}${toQueryString({ ...query })}`,
    { signal },
  );

export const getSchoolUsersQueryOptions = (locationId: string, query: ListQuery) =>
  queryOptions({
    queryKey: superAdminKeys.schoolUsers(locationId, query),
    queryFn: ({ signal }) => getSchoolUsers(locationId, query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the people of a school who can sign in, each with the server's AllowedToImpersonate. */
export const useSchoolUsers = (locationId: string, query: ListQuery) =>
  useQuery(getSchoolUsersQueryOptions(locationId, query));
