import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminModifiableGoal } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** goal/getAdminModifiableOnlyGoal/{goalId}: a district or school goal for its form. */
export const getAdminGoal = (goalId: string, signal?: AbortSignal) =>
  api.get<AdminModifiableGoal>(`/goal/getAdminModifiableOnlyGoal/${encodeURIComponent(goalId)}`, { signal });

export const getAdminGoalQueryOptions = (goalId: string) =>
  queryOptions({
    queryKey: goalKeys.adminGoal(goalId),
    queryFn: ({ signal }) => getAdminGoal(goalId, signal),
    // A form starts from what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });

/** Disabled for a new goal ('0'): there is nothing to load. */
export const useAdminGoal = (goalId: string, enabled: boolean) =>
  useQuery({ ...getAdminGoalQueryOptions(goalId), enabled });
