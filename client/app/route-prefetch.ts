import type { QueryClient } from '@tanstack/react-query';
import { getAgendaTemplatesQueryOptions } from '../features/agendas/api/get-agenda-templates';
import { getMyMeetingsQueryOptions } from '../features/meetings/api/get-my-meetings';
import { firstMeetingListQuery, meetingPeriodOf } from '../features/meetings/components/meeting-list-state';
import { getMyDashboardTasksQueryOptions } from '../features/tasks/api/get-my-dashboard-tasks';
import { getNoticesQueryOptions } from '../features/notifications/api/get-notices';
import { FIRST_NOTICE_LIST } from '../features/notifications/api/keys';
import { getMyTeamsQueryOptions } from '../features/teams/api/get-my-teams';
import { teamFilterOf } from '../hooks/use-team-filter';
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

/** /meetings: the list of the tab and the team its URL names. */
export const prefetchMeetings: Prefetch = (client, url) => {
  const period = meetingPeriodOf(url.searchParams);
  const teamId = teamFilterOf(url.searchParams);
  void client.prefetchQuery(getMyMeetingsQueryOptions(period, firstMeetingListQuery(period, teamId)));
};

/** /myTeams: the caller's teams with their members. */
export const prefetchMyTeams: Prefetch = (client) => {
  void client.prefetchQuery(getMyTeamsQueryOptions());
};

/** /agendaTemplates: the templates of the team its URL names with the school's, or every one the caller sees. */
export const prefetchAgendaTemplates: Prefetch = (client, url) => {
  void client.prefetchQuery(getAgendaTemplatesQueryOptions(url.searchParams.get('teamId') ?? undefined));
};

/** /notifications: the newest notices. */
export const prefetchNotifications: Prefetch = (client) => {
  void client.prefetchQuery(getNoticesQueryOptions(FIRST_NOTICE_LIST));
};
