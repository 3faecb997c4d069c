import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminModifiableGoal } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { adminGoalEndpoints, type AdminGoalScope } from './admin-goal-scope';
import { goalKeys } from './keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

/** goal/getAdminModifiableOnlyGoal/{goalId}: a district or school goal for its form, of that kind only. */
export const getAdminGoal = (scope: AdminGoalScope, goalId: string, signal?: AbortSignal) =>
  api.get<AdminModifiableGoal>(
    `/goal/getAdminModifiableOnlyGoal/${encodeURIComponent(goalId)}${toQueryString({
      Scope: adminGoalEndpoints[scope].kind,
    })}`,
    { signal },
  );

export const getAdminGoalQueryOptions = (scope: AdminGoalScope, goalId: string) =>
  queryOptions({
    queryKey: goalKeys.adminGoal(goalId),
    queryFn: ({ signal }) => getAdminGoal(scope, goalId, signal),
    ...FRESH_FOR_A_FORM,
  });

/** Disabled for a new goal ('0'): there is nothing to load. */
export const useAdminGoal = (scope: AdminGoalScope, goalId: string, enabled: boolean) =>
  useQuery({ ...getAdminGoalQueryOptions(scope, goalId), enabled });
