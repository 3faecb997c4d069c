import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAdminGoalRequest, SavedGoal } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { adminGoalEndpoints, type AdminGoalScope } from './admin-goal-scope';
import { goalKeys } from './keys';

/** goal/saveDistrictGoal or goal/saveSchoolGoal: Id '0' creates the goal. */
export const saveAdminGoal = (scope: AdminGoalScope, body: SaveAdminGoalRequest) =>
  api.post<SavedGoal>(adminGoalEndpoints[scope].save, body);

export function useSaveAdminGoal(scope: AdminGoalScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAdminGoalRequest) => saveAdminGoal(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
