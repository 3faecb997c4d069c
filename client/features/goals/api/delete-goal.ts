import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** goal/delete/{id}, for district, school and team goals alike; answers the deleted goal's id. */
export const deleteGoal = (goalId: string) =>
  api.delete<string>(`/goal/delete/${encodeURIComponent(goalId)}`);

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
