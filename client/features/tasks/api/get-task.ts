import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

export const getTask = (taskId: string, signal?: AbortSignal) =>
  api.get<TaskDetail>(`/task/getById/${encodeURIComponent(taskId)}`, { signal });

export const getTaskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => getTask(taskId, signal),
    ...FRESH_FOR_A_FORM,
  });

export const useTask = (taskId: string) => useQuery(getTaskQueryOptions(taskId));
