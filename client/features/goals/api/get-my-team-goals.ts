import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTeamGoalsQuery, TeamGoalListItem } from '@shared/schemas/goals';
import type { Page } from '@shared/schemas/lists';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { goalKeys } from './keys';

/** goal/myTeamGoals: one page of the caller's team goals (of one team, with TeamId), by name on the server. */
export const getMyTeamGoals = (query: MyTeamGoalsQuery, signal?: AbortSignal) =>
  api.get<Page<TeamGoalListItem>>(`/goal/myTeamGoals${toQueryString({ ...query })}`, { signal });

export const getMyTeamGoalsQueryOptions = (query: MyTeamGoalsQuery) =>
  queryOptions({
    queryKey: goalKeys.teamList(query),
    queryFn: ({ signal }) => getMyTeamGoals(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyTeamGoals = (query: MyTeamGoalsQuery) => useQuery(getMyTeamGoalsQueryOptions(query));
