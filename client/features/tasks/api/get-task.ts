import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

export const getTask = (taskId: string, signal?: AbortSignal) =>
  api.get<TaskDetail>(`/task/getById/${encodeURIComponent(taskId)}`, { signal });

export const getTaskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => getTask(taskId, signal),
    // A form starts from what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });

export const useTask = (taskId: string) => useQuery(getTaskQueryOptions(taskId));
