import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type { SchoolRow } from '@shared/schemas/super-admin';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { superAdminKeys } from './keys';

export const getSchools = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Page<SchoolRow>>(`/superadmin/getSchools${toQueryString({ ...query })}`, { signal });

export const getSchoolsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: superAdminKeys.schools(query),
    queryFn: ({ signal }) => getSchools(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of every school of every district, searched by school or district name on the server. */
export const useSchools = (query: ListQuery) => useQuery(getSchoolsQueryOptions(query));
