import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGoal } from '@shared/schemas/goals';
import type { ListQuery, Page } from '@shared/schemas/lists';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { adminGoalEndpoints, type AdminGoalScope } from './admin-goal-scope';
import { goalKeys } from './keys';

/** goal/getDistrictGoals or goal/getSchoolGoals: one page, sorted by title on the server. */
export const getAdminGoals = (scope: AdminGoalScope, query: ListQuery, signal?: AbortSignal) =>
  api.get<Page<AdminGoal>>(`${adminGoalEndpoints[scope].list}${toQueryString({ ...query })}`, { signal });

export const getAdminGoalsQueryOptions = (scope: AdminGoalScope, query: ListQuery) =>
  queryOptions({
    queryKey: goalKeys.adminList(scope, query),
    queryFn: ({ signal }) => getAdminGoals(scope, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminGoals = (scope: AdminGoalScope, query: ListQuery) =>
  useQuery(getAdminGoalsQueryOptions(scope, query));
