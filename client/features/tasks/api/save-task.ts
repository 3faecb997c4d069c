import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTaskSchema, SaveTaskRequest } from '@shared/schemas/tasks';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateTaskLists } from './invalidate-tasks';

export const saveTask = (body: SaveTaskRequest) =>
  api.post<z.infer<typeof SavedTaskSchema>>('/task/save', body);

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTask, onSuccess: () => invalidateTaskLists(queryClient) });
}
