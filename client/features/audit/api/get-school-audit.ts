import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditSchoolQuery } from '@shared/schemas/audit';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { auditKeys } from './keys';

/** audit/getSchool (admins): the school's entries, filtered by person, kind and days. */
export const getSchoolAudit = (query: AuditSchoolQuery, signal?: AbortSignal) =>
  api.get<AuditPage>(`/audit/getSchool${toQueryString({ ...query, page: query.page || undefined })}`, {
    signal,
  });

export const getSchoolAuditQueryOptions = (query: AuditSchoolQuery) =>
  queryOptions({
    queryKey: auditKeys.school(query),
    queryFn: ({ signal }) => getSchoolAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSchoolAudit = (query: AuditSchoolQuery) => useQuery(getSchoolAuditQueryOptions(query));
