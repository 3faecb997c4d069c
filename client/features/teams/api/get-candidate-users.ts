import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateUser } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** Every active user of the school the team builder may add (admins and team leads). */
export const getCandidateUsers = (signal?: AbortSignal) =>
  api.get<CandidateUser[]>('/user/getAllUsers', { signal });

export const getCandidateUsersQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.candidates(),
    queryFn: ({ signal }) => getCandidateUsers(signal),
    staleTime: 60_000,
  });

export const useCandidateUsers = () => useQuery(getCandidateUsersQueryOptions());
