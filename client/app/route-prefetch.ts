import type { QueryClient } from '@tanstack/react-query';
import { getMyMeetingsQueryOptions } from '../features/meetings/api/get-my-meetings';
import { firstMeetingListQuery, meetingPeriodOf } from '../features/meetings/components/meeting-list-state';
import { getMyDashboardTasksQueryOptions } from '../features/tasks/api/get-my-dashboard-tasks';
import { getMyTeamsQueryOptions } from '../features/teams/api/get-my-teams';
import { firstTaskListQuery } from '../features/tasks/components/use-task-list-state';

/**
 * Starts the queries a screen shows first, with the same options its components use, so they find them in
 * flight or answered instead of asking only once the screen's chunk has arrived and rendered.
 */
export type Prefetch = (client: QueryClient, url: URL) => void;

/** The dashboard's two lists (the shell's session query is started by the session gate's route). */
export const prefetchDashboard: Prefetch = (client) => {
  void client.prefetchQuery(getMyMeetingsQueryOptions('upcoming', firstMeetingListQuery('upcoming')));
  void client.prefetchQuery(getMyDashboardTasksQueryOptions(firstTaskListQuery()));
};

/** /meetings: the list of the tab its URL names. */
export const prefetchMeetings: Prefetch = (client, url) => {
  const period = meetingPeriodOf(url.searchParams);
  void client.prefetchQuery(getMyMeetingsQueryOptions(period, firstMeetingListQuery(period)));
};

/** /myTeams: the caller's teams with their members. */
export const prefetchMyTeams: Prefetch = (client) => {
  void client.prefetchQuery(getMyTeamsQueryOptions());
};
