import { QueryRoot } from '../../../lib/query-roots';
/** Query keys of the meetings feature. */
export const meetingKeys = {
  all: [QueryRoot.meetings] as const,
  upcoming: (query: object) => [QueryRoot.meetings, 'upcoming', query] as const,
};
