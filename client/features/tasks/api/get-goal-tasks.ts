import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { TaskPage } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { taskKeys } from './keys';
import type { TaskListQuery } from './task-list-query';

/** The two task lists of a goal: its tasks still to do and its completed ones. */
export type GoalTaskList = 'remaining' | 'completed';

const ENDPOINTS: Record<GoalTaskList, string> = {
  remaining: '/goal/getTasksRemainingByGoalId',
  completed: '/goal/getTasksCompletedByGoalId',
};

export const getGoalTasks = (
  goalId: string,
  list: GoalTaskList,
  query: TaskListQuery,
  signal?: AbortSignal,
) =>
  api.get<TaskPage>(`${ENDPOINTS[list]}/${encodeURIComponent(goalId)}${toQueryString({ ...query })}`, {
    signal,
  });

export const getGoalTasksQueryOptions = (goalId: string, list: GoalTaskList, query: TaskListQuery) =>
  // One key type for both task-list sources, so a list can take either's options.
  queryOptions<TaskPage, Error, TaskPage, QueryKey>({
    queryKey: taskKeys.goalTasks(goalId, list, query),
    queryFn: ({ signal }) => getGoalTasks(goalId, list, query, signal),
    placeholderData: keepPreviousData,
  });
