import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { TaskPage } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import type { GoalTaskList as TaskListState } from './get-goal-tasks';
import { taskKeys } from './keys';
import type { TaskListQuery } from './task-list-query';

const ENDPOINTS: Record<TaskListState, string> = {
  remaining: '/task/getRemainingByMeetingId',
  completed: '/task/getCompletedByMeetingId',
};

/** A meeting's tasks still to do (Active) or completed. */
export const getMeetingTasks = (
  meetingId: string,
  list: TaskListState,
  query: TaskListQuery,
  signal?: AbortSignal,
) =>
  api.get<TaskPage>(`${ENDPOINTS[list]}/${encodeURIComponent(meetingId)}${toQueryString({ ...query })}`, {
    signal,
  });

export const getMeetingTasksQueryOptions = (meetingId: string, list: TaskListState, query: TaskListQuery) =>
  // One key type for both task-list sources, so a list can take either's options.
  queryOptions<TaskPage, Error, TaskPage, QueryKey>({
    queryKey: taskKeys.meetingTasks(meetingId, list, query),
    queryFn: ({ signal }) => getMeetingTasks(meetingId, list, query, signal),
    placeholderData: keepPreviousData,
  });
