import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/lists';
import type { StafferRow, UserListQuery } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { usersQueryKey } from './query-keys';

export const getStaffers = (query: UserListQuery, signal?: AbortSignal) =>
  api.get<Page<StafferRow>>(`/user/GetStaffers${toQueryString({ ...query })}`, { signal });

export const getStaffersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'staffers', query],
    queryFn: ({ signal }) => getStaffers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the school's staffers, sorted and filtered by the server. */
export const useStaffers = (query: UserListQuery) => useQuery(getStaffersQueryOptions(query));
