import Alert from '@mui/material/Alert';
import { MeetingSort, type MeetingSortColumn } from '@shared/constants';
import type { MeetingListItem } from '@shared/schemas/meetings';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { useTableState } from '../../../hooks/use-table-state';
import { errorMessage } from '../../../lib/api-error';
import { type MeetingPeriod, useMyMeetings } from '../api/get-my-meetings';

/** Table column ids and the server's sort names (spec: meetings sort by name and team, and by start). */
const SORT_COLUMNS: Record<string, MeetingSortColumn> = {
  name: MeetingSort.Name,
  date: MeetingSort.StartDateTime,
  teams: MeetingSort.Team,
};

interface MeetingTableProps {
  period: MeetingPeriod;
  caption: string;
  columns: DataTableColumn<MeetingListItem>[];
  emptyMessage: string;
  /** The next step from an empty list (Create New Meeting, for those who may). */
  emptyAction?: PageAction;
}

/**
 * One of the caller's meeting lists, paged and sorted on the server: upcoming soonest first (spec section
 * 9), historical most recent first.
 */
export function MeetingTable({ period, caption, columns, emptyMessage, emptyAction }: MeetingTableProps) {
  const table = useTableState({ columnId: 'date', direction: period === 'upcoming' ? 'asc' : 'desc' });
  const meetings = useMyMeetings(period, {
    Page: table.page,
    PageSize: table.pageSize,
    Sort: SORT_COLUMNS[table.sort.columnId] ?? MeetingSort.StartDateTime,
    SortDirection: table.sort.direction,
  });
  if (meetings.isError) return <Alert severity="error">{errorMessage(meetings.error)}</Alert>;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={meetings.data?.Items}
      getRowKey={(meeting) => meeting.MeetingId}
      isLoading={meetings.isFetching}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      sort={table.sort}
      onSortChange={table.onSortChange}
      paging={table.paging(meetings.data?.TotalCount ?? 0)}
    />
  );
}
