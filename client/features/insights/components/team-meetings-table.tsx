import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TeamMeetingInsight } from '@shared/schemas/insights';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { useReturnState } from '../../../hooks/use-return-to';
import { formatDate, formatTime } from '../../../lib/dates';
import { FigureText } from './figure-cell';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The meeting's name, a link to its agenda and notes, whose back link returns here. */
function MeetingLink({ meeting }: { meeting: TeamMeetingInsight }) {
  const returnState = useReturnState();
  return (
    <Link
      component={RouterLink}
      to={href(paths.meetingAgenda, { meetingId: meeting.Id })}
      state={returnState}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {meeting.Subject}
    </Link>
  );
}

const COLUMNS: DataTableColumn<TeamMeetingInsight>[] = [
  {
    id: 'meeting',
    label: 'Meeting',
    render: (meeting) => (
      <>
        <MeetingLink meeting={meeting} />
        {/* On a phone the other columns are hidden; the name carries them instead. */}
        <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
          Agenda on time: {yesNo(meeting.AgendaPostedOnTime)}. Minutes on time: {yesNo(meeting.MinutesOnTime)}
          .
        </Typography>
      </>
    ),
  },
  {
    id: 'date',
    label: 'Date',
    noWrap: true,
    render: (meeting) => (
      <>
        {formatDate(meeting.Start)} <NoWrap>{formatTime(meeting.Start)}</NoWrap>
      </>
    ),
  },
  {
    id: 'agenda',
    label: 'Agenda on time',
    hideOnPhone: true,
    render: (meeting) => yesNo(meeting.AgendaPostedOnTime),
  },
  {
    id: 'minutes',
    label: 'Minutes on time',
    hideOnPhone: true,
    render: (meeting) => yesNo(meeting.MinutesOnTime),
  },
  {
    id: 'attendance',
    label: 'Attendance',
    hideOnPhone: true,
    render: (meeting) => (
      <FigureText
        text={meeting.Recorded === 0 ? null : `${meeting.Present} of ${meeting.Recorded} present`}
      />
    ),
  },
];

/** The meetings the team held in the period, newest first, each opening its agenda. */
export function TeamMeetingsTable({ meetings }: { meetings: TeamMeetingInsight[] }) {
  return (
    <DataTable
      caption="Meetings held"
      columns={COLUMNS}
      rows={meetings}
      getRowKey={(meeting) => meeting.Id}
      isLoading={false}
      emptyMessage="No meetings were held in these dates."
    />
  );
}
