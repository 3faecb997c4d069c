import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamGoal } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

/** goal/getById/{id}: a team goal with the caller's rights. */
export const getTeamGoal = (goalId: string, signal?: AbortSignal) =>
  api.get<TeamGoal>(`/goal/getById/${encodeURIComponent(goalId)}`, { signal });

export const getTeamGoalQueryOptions = (goalId: string) =>
  queryOptions({
    queryKey: goalKeys.teamGoal(goalId),
    queryFn: ({ signal }) => getTeamGoal(goalId, signal),
    ...FRESH_FOR_A_FORM,
  });

/** Disabled for a new goal ('0'): there is nothing to load. */
export const useTeamGoal = (goalId: string, enabled: boolean) =>
  useQuery({ ...getTeamGoalQueryOptions(goalId), enabled });
