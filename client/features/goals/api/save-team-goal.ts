import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedGoal, SaveTeamGoalRequest } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** goal/save: Id '0' creates the team goal; GoalTeam names its team. */
export const saveTeamGoal = (body: SaveTeamGoalRequest) => api.post<SavedGoal>('/goal/save', body);

export function useSaveTeamGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
