import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateTaskLists } from './invalidate-tasks';

/** Answers the deleted task's id. */
export const deleteTask = (taskId: string) =>
  api.delete<string>(`/task/delete/${encodeURIComponent(taskId)}`);

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => invalidateTaskLists(queryClient) });
}
