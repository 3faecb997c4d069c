import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** goal/markAsOpen/{id} (ours): a POST with no body that reopens a completed goal. */
export const markGoalOpen = (goalId: string) =>
  api.post<unknown>(`/goal/markAsOpen/${encodeURIComponent(goalId)}`);

export function useMarkGoalOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markGoalOpen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
