import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** goal/markAsCompleted/{id}: a POST with no body that closes the goal. */
export const markGoalCompleted = (goalId: string) =>
  api.post<unknown>(`/goal/markAsCompleted/${encodeURIComponent(goalId)}`);

export function useMarkGoalCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGoalCompleted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
