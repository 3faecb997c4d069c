import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamWithUsers } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export const getTeamWithUsers = (teamId: string, signal?: AbortSignal) =>
  api.get<TeamWithUsers>(`/team/getTeamWithUsersById/${encodeURIComponent(teamId)}`, { signal });

export const getTeamWithUsersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => getTeamWithUsers(teamId, signal),
  });

/** One team and its members; off for a new team (id '0'). */
export const useTeamWithUsers = (teamId: string | null) =>
  useQuery({ ...getTeamWithUsersQueryOptions(teamId ?? ''), enabled: teamId !== null });
