import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type { StafferRow } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { usersQueryKey } from './query-keys';

export const getStaffers = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Page<StafferRow>>(`/user/GetStaffers${toQueryString({ ...query })}`, { signal });

export const getStaffersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'staffers', query],
    queryFn: ({ signal }) => getStaffers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the school's staffers, sorted and filtered by the server. */
export const useStaffers = (query: ListQuery) => useQuery(getStaffersQueryOptions(query));
