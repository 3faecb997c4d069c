import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskStatusChangeSchema } from '@shared/schemas/tasks';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateTaskLists } from './invalidate-tasks';

export const markTaskDone = (taskId: string) =>
  api.post<z.infer<typeof TaskStatusChangeSchema>>(`/task/markAsDone/${encodeURIComponent(taskId)}`);

export function useMarkTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markTaskDone, onSuccess: () => invalidateTaskLists(queryClient) });
}
