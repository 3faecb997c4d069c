import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './query-keys';

export const getUser = (id: string, signal?: AbortSignal) =>
  api.get<UserDetails>(`/user/getById/${encodeURIComponent(id)}`, { signal });

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 0,
  });

/** A staffer or student for the edit form; `id` null (a new one) loads nothing. */
export const useUser = (id: string | null) =>
  useQuery({ ...getUserQueryOptions(id ?? ''), enabled: id !== null });
