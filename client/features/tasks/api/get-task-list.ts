import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TaskPage } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { taskKeys } from './keys';
import type { TaskListQuery } from './task-list-query';

/** Whose tasks a paged list shows: a goal's (/teamTasks) or a meeting's (/meetingTasks). */
export type TaskListSource = { goalId: string } | { meetingId: string };

/** The two lists of a source: its tasks still to do and its completed ones. */
export type TaskListStatus = 'remaining' | 'completed';

const GOAL_ENDPOINTS: Record<TaskListStatus, string> = {
  remaining: '/goal/getTasksRemainingByGoalId',
  completed: '/goal/getTasksCompletedByGoalId',
};

const MEETING_ENDPOINTS: Record<TaskListStatus, string> = {
  remaining: '/task/getRemainingByMeetingId',
  completed: '/task/getCompletedByMeetingId',
};

export function getTaskList(
  source: TaskListSource,
  list: TaskListStatus,
  query: TaskListQuery,
  signal?: AbortSignal,
) {
  const [endpoint, id] =
    'goalId' in source ? [GOAL_ENDPOINTS[list], source.goalId] : [MEETING_ENDPOINTS[list], source.meetingId];
  return api.get<TaskPage>(`${endpoint}/${encodeURIComponent(id)}${toQueryString({ ...query })}`, { signal });
}

export const taskListQueryOptions = (source: TaskListSource, list: TaskListStatus, query: TaskListQuery) =>
  queryOptions({
    queryKey: taskKeys.list(source, list, query),
    queryFn: ({ signal }) => getTaskList(source, list, query, signal),
    placeholderData: keepPreviousData,
  });
