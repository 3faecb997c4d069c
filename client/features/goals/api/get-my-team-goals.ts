import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTeamGoalsQuery, TeamGoalPage } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { goalKeys } from './keys';

/**
 * goal/myTeamGoals: one page of the caller's team goals (of one team, with TeamId), by name on the server;
 * kept to one team, whether the caller may download its goals (AllowedToExport).
 */
export const getMyTeamGoals = (query: MyTeamGoalsQuery, signal?: AbortSignal) =>
  api.get<TeamGoalPage>(`/goal/myTeamGoals${toQueryString({ ...query })}`, { signal });

export const getMyTeamGoalsQueryOptions = (query: MyTeamGoalsQuery) =>
  queryOptions({
    queryKey: goalKeys.teamList(query),
    queryFn: ({ signal }) => getMyTeamGoals(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyTeamGoals = (query: MyTeamGoalsQuery) => useQuery(getMyTeamGoalsQueryOptions(query));
