import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/lists';
import type { SchoolAccessReportQuery, SchoolAccessRow } from '@shared/schemas/super-admin';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { superAdminKeys } from './keys';

export const getSchoolAccessReport = (query: SchoolAccessReportQuery, signal?: AbortSignal) =>
  api.get<Page<SchoolAccessRow>>(`/superadmin/getSchoolAccessReport${toQueryString({ ...query })}`, {
    signal,
  });

export const getSchoolAccessReportQueryOptions = (query: SchoolAccessReportQuery) =>
  queryOptions({
    queryKey: superAdminKeys.accessReport(query),
    queryFn: ({ signal }) => getSchoolAccessReport(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the schools-accessed report, sorted on the server by any of its columns. */
export const useSchoolAccessReport = (query: SchoolAccessReportQuery) =>
  useQuery(getSchoolAccessReportQueryOptions(query));
