import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { goalKeys } from './keys';

/** goal/delete/{id}, for district, school and team goals alike; answers the deleted goal's id. */
export const deleteGoal = (goalId: string) =>
  api.delete<string>(`/goal/delete/${encodeURIComponent(goalId)}`);

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    // Task lists show the goal's name; the goal's tasks lose it.
    onSuccess: () =>
      Promise.all(
        [goalKeys.all, [QueryRoot.tasks]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
