import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/lists';
import type { StudentRow, UserListQuery } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { usersQueryKey } from './query-keys';

export const getStudents = (query: UserListQuery, signal?: AbortSignal) =>
  api.get<Page<StudentRow>>(`/user/GetStudents${toQueryString({ ...query })}`, { signal });

export const getStudentsQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'students', query],
    queryFn: ({ signal }) => getStudents(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the school's students, sorted and filtered by the server. */
export const useStudents = (query: UserListQuery) => useQuery(getStudentsQueryOptions(query));
