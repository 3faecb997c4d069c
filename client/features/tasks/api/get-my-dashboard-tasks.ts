import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskPage } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { taskKeys } from './keys';
import type { TaskListQuery } from './task-list-query';

/** The caller's tasks that are not completed (My Task Assignments). */
export const getMyDashboardTasks = (query: TaskListQuery, signal?: AbortSignal) =>
  api.get<TaskPage>(`/task/getMyAssignedDashboardTasks${toQueryString({ ...query })}`, { signal });

export const getMyDashboardTasksQueryOptions = (query: TaskListQuery) =>
  queryOptions({
    queryKey: taskKeys.dashboard(query),
    queryFn: ({ signal }) => getMyDashboardTasks(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyDashboardTasks = (query: TaskListQuery) => useQuery(getMyDashboardTasksQueryOptions(query));
