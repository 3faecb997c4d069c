import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TaskPage, TeamTaskPage } from '@shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { taskKeys } from './keys';
import type { TaskListQuery } from './task-list-query';

/** Whose tasks a paged list shows: a goal's (/teamTasks/{goalId}), a meeting's (/meetingTasks) or a team's. */
export type TaskListSource = { goalId: string } | { meetingId: string } | { teamId: string };

/** A page of a list; a team's lists also say whether the caller may download all its tasks. */
export type TaskListPage = TaskPage & Partial<Pick<TeamTaskPage, 'AllowedToExport'>>;

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

const TEAM_ENDPOINTS: Record<TaskListStatus, string> = {
  remaining: '/task/getRemainingByTeamId',
  completed: '/task/getCompletedByTeamId',
};

const endpointOf = (source: TaskListSource, list: TaskListStatus): [string, string] => {
  if ('goalId' in source) return [GOAL_ENDPOINTS[list], source.goalId];
  if ('meetingId' in source) return [MEETING_ENDPOINTS[list], source.meetingId];
  return [TEAM_ENDPOINTS[list], source.teamId];
};

export function getTaskList(
  source: TaskListSource,
  list: TaskListStatus,
  query: TaskListQuery,
  signal?: AbortSignal,
) {
  const [endpoint, id] = endpointOf(source, list);
  return api.get<TaskListPage>(`${endpoint}/${encodeURIComponent(id)}${toQueryString({ ...query })}`, {
    signal,
  });
}

export const taskListQueryOptions = (source: TaskListSource, list: TaskListStatus, query: TaskListQuery) =>
  queryOptions({
    queryKey: taskKeys.list(source, list, query),
    queryFn: ({ signal }) => getTaskList(source, list, query, signal),
    placeholderData: keepPreviousData,
  });
