import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskStatusChangeSchema } from '@shared/schemas/tasks';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateTaskLists } from './invalidate-tasks';

/** Starts an Open task, or reopens a completed one. */
export const markTaskInProgress = (taskId: string) =>
  api.post<z.infer<typeof TaskStatusChangeSchema>>(`/task/markAsInProgress/${encodeURIComponent(taskId)}`);

export function useMarkTaskInProgress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markTaskInProgress, onSuccess: () => invalidateTaskLists(queryClient) });
}
