import Alert from '@mui/material/Alert';
import type { MeetingListItem } from '@shared/schemas/meetings';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { errorMessage } from '../../../lib/api-error';
import { type MeetingPeriod, useMyMeetings } from '../api/get-my-meetings';
import { useMeetingListState } from './meeting-list-state';

interface MeetingTableProps {
  period: MeetingPeriod;
  /** Only this team's meetings. */
  teamId?: string;
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
export function MeetingTable({
  period,
  teamId,
  caption,
  columns,
  emptyMessage,
  emptyAction,
}: MeetingTableProps) {
  const table = useMeetingListState(period, teamId);
  const meetings = useMyMeetings(period, table.query);
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
