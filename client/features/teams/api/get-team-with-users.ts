import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamWithUsers } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

export const getTeamWithUsers = (teamId: string, signal?: AbortSignal) =>
  api.get<TeamWithUsers>(`/team/getTeamWithUsersById/${encodeURIComponent(teamId)}`, { signal });

export const getTeamWithUsersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => getTeamWithUsers(teamId, signal),
    ...FRESH_FOR_A_FORM,
  });

/** One team and its members; off for a new team (id '0'). */
export const useTeamWithUsers = (teamId: string | null) =>
  useQuery({ ...getTeamWithUsersQueryOptions(teamId ?? ''), enabled: teamId !== null });
