import { QueryRoot } from '../../../lib/query-roots';

/** Query keys of the meetings feature; every one under [QueryRoot.meetings], so a save refreshes them all. */
export const meetingKeys = {
  all: [QueryRoot.meetings] as const,
  list: (period: string, query: object) => [QueryRoot.meetings, period, query] as const,
  detail: (meetingId: string) => [QueryRoot.meetings, 'detail', meetingId] as const,
  series: (seriesId: string) => [QueryRoot.meetings, 'series', seriesId] as const,
  teamOptions: () => [QueryRoot.meetings, 'team-options'] as const,
  noteTakerOptions: (teamId: string) => [QueryRoot.meetings, 'note-takers', teamId] as const,
};
