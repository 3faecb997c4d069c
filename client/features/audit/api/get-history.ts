import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditKind, AuditPage } from '@shared/schemas/audit';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { auditKeys } from './keys';

/** audit/getHistory/{kind}/{id}: one page of a record's History, newest first. */
export const getHistory = (kind: AuditKind, id: string, page: number, signal?: AbortSignal) =>
  api.get<AuditPage>(
    `/audit/getHistory/${kind}/${encodeURIComponent(id)}${toQueryString({ page: page || undefined })}`,
    { signal },
  );

export const getHistoryQueryOptions = (kind: AuditKind, id: string, page: number) =>
  queryOptions({
    queryKey: auditKeys.history(kind, id, page),
    queryFn: ({ signal }) => getHistory(kind, id, page, signal),
    placeholderData: keepPreviousData,
    // Every opening shows the latest changes, the ones just saved on the same screen included.
    staleTime: 0,
  });

/** Loads only while `enabled` (the panel is open): a closed History costs no request. */
export const useHistory = (kind: AuditKind, id: string, page: number, enabled: boolean) =>
  useQuery({ ...getHistoryQueryOptions(kind, id, page), enabled });
