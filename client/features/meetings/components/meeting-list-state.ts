import { MeetingSort, type MeetingSortColumn } from '@shared/constants';
import { firstTableState, type TableState, useTableState } from '../../../hooks/use-table-state';
import type { MeetingListQuery, MeetingPeriod } from '../api/get-my-meetings';

/** Table column ids and the server's sort names (spec: meetings sort by name and team, and by start). */
const SORT_COLUMNS: Record<string, MeetingSortColumn> = {
  name: MeetingSort.Name,
  date: MeetingSort.StartDateTime,
  teams: MeetingSort.Team,
};

/** The URL's search parameter that names the /meetings tab, so Back returns to it. */
export const MEETING_TAB_PARAM = 'tab';

/** The meeting list a /meetings URL shows: Historical when its tab says so, else Upcoming. */
export const meetingPeriodOf = (search: URLSearchParams): MeetingPeriod =>
  search.get(MEETING_TAB_PARAM) === 'historical' ? 'historical' : 'upcoming';

/** Upcoming soonest first (spec section 9), historical most recent first. */
const firstSort = (period: MeetingPeriod) =>
  ({ columnId: 'date', direction: period === 'upcoming' ? 'asc' : 'desc' }) as const;

const meetingListQuery = (
  { page, pageSize, sort }: TableState,
  teamId: string | undefined,
): MeetingListQuery => ({
  Page: page,
  PageSize: pageSize,
  Sort: SORT_COLUMNS[sort.columnId] ?? MeetingSort.StartDateTime,
  SortDirection: sort.direction,
  ...(teamId ? { TeamId: teamId } : {}),
});

/** What a meeting list asks for first, so a route can start that request before the list renders. */
export const firstMeetingListQuery = (period: MeetingPeriod, teamId?: string): MeetingListQuery =>
  meetingListQuery(firstTableState(firstSort(period)), teamId);

/** Page, page size and sort of one of the caller's server-paged meeting lists, kept to a team if one is given. */
export function useMeetingListState(period: MeetingPeriod, teamId?: string) {
  const table = useTableState(firstSort(period));
  return { ...table, query: meetingListQuery(table, teamId) };
}
