import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** team/getFilterOptions: the teams the caller's goal, meeting and task lists can be kept to (the server's rule). */
export const getTeamFilterOptions = (signal?: AbortSignal) =>
  api.get<TeamSummary[]>('/team/getFilterOptions', { signal });

export const getTeamFilterOptionsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.filterOptions(), queryFn: ({ signal }) => getTeamFilterOptions(signal) });

export const useTeamFilterOptions = () => useQuery(getTeamFilterOptionsQueryOptions());
