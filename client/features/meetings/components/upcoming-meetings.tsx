import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  type MeetingListItem,
  MeetingListMessages,
  MeetingSort,
  type MeetingSortColumn,
} from '@shared/schemas/meetings';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useTableState } from '../../../hooks/use-table-state';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatTime } from '../../../lib/dates';
import { useMyUpcomingMeetings } from '../api/get-my-upcoming-meetings';

/** Table column ids and the server's sort names (spec: meetings sort by name and team; upcoming by start). */
const SORT_COLUMNS: Record<string, MeetingSortColumn> = {
  name: MeetingSort.Name,
  date: MeetingSort.StartDateTime,
  teams: MeetingSort.Team,
};

const timeRange = (meeting: MeetingListItem) =>
  `${formatTime(meeting.StartDateTime)} – ${formatTime(meeting.EndDateTime)}`;

const columns: DataTableColumn<MeetingListItem>[] = [
  {
    id: 'name',
    label: 'Meeting',
    sortable: true,
    render: (meeting) => (
      <Link
        component={RouterLink}
        to={href(paths.meetingAgenda, { meetingId: meeting.MeetingId })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {meeting.MeetingName}
      </Link>
    ),
  },
  {
    id: 'date',
    label: 'Date',
    sortable: true,
    render: (meeting) => (
      <>
        {formatDate(meeting.StartDateTime)}
        {/* On a phone the time column is hidden; the date carries it instead. */}
        <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
          {timeRange(meeting)}
        </Typography>
      </>
    ),
  },
  {
    id: 'time',
    label: 'Time',
    hideOnPhone: true,
    render: timeRange,
  },
  {
    id: 'teams',
    label: 'Teams',
    sortable: true,
    hideOnPhone: true,
    render: (meeting) => meeting.FlattenedTeams,
  },
  { id: 'room', label: 'Room', hideOnPhone: true, render: (meeting) => meeting.Location },
  {
    id: 'agenda',
    label: 'Agenda Posted',
    render: (meeting) => (meeting.IsAgendaPosted ? 'Yes' : 'No'),
  },
];

/** The dashboard's upcoming meetings, soonest first, each leading to its agenda. */
export function UpcomingMeetings() {
  const table = useTableState({ columnId: 'date', direction: 'asc' });
  const meetings = useMyUpcomingMeetings({
    Page: table.page,
    PageSize: table.pageSize,
    Sort: SORT_COLUMNS[table.sort.columnId] ?? MeetingSort.StartDateTime,
    SortDirection: table.sort.direction,
  });

  return (
    <Stack component="section" spacing={2} aria-labelledby="upcoming-meetings">
      <Typography id="upcoming-meetings" variant="h2">
        Upcoming Meetings
      </Typography>
      {meetings.isError ? (
        <Alert severity="error">{errorMessage(meetings.error)}</Alert>
      ) : (
        <DataTable
          caption="Upcoming Meetings"
          columns={columns}
          rows={meetings.data?.Items}
          getRowKey={(meeting) => meeting.MeetingId}
          isLoading={meetings.isFetching}
          emptyMessage={MeetingListMessages.noUpcoming}
          sort={table.sort}
          onSortChange={table.onSortChange}
          paging={table.paging(meetings.data?.TotalCount ?? 0)}
        />
      )}
    </Stack>
  );
}
