import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MeetingListItem } from '@shared/schemas/meetings';
import type { DataTableColumn } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/dates';

type Column = DataTableColumn<MeetingListItem>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const timeRange = (meeting: MeetingListItem) =>
  `${formatTime(meeting.StartDateTime)} – ${formatTime(meeting.EndDateTime)}`;

const meetingName = (meeting: MeetingListItem) => (
  <Link
    component={RouterLink}
    to={href(paths.meetingAgenda, { meetingId: meeting.MeetingId })}
    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
  >
    {meeting.MeetingName}
  </Link>
);

/** The columns both meeting lists show; column ids name the server's sorts (see meeting-table.tsx). */
export const meetingColumns = {
  name: { id: 'name', label: 'Meeting', sortable: true, render: meetingName },
  date: {
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
  time: { id: 'time', label: 'Time', hideOnPhone: true, render: timeRange },
  teams: (label: string): Column => ({
    id: 'teams',
    label,
    sortable: true,
    hideOnPhone: true,
    render: (meeting) => meeting.FlattenedTeams,
  }),
  room: { id: 'room', label: 'Room', hideOnPhone: true, render: (meeting) => meeting.Location },
  // Yes/No in words, not a colour alone.
  agenda: {
    id: 'agenda',
    label: 'Agenda Posted',
    render: (meeting) => yesNo(meeting.IsAgendaPosted),
  },
  /** The name; on a phone, where the agenda column gives way to the actions, the agenda state under it. */
  nameWithAgendaOnPhone: {
    id: 'name',
    label: 'Meeting',
    sortable: true,
    render: (meeting) => (
      <>
        {meetingName(meeting)}
        <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
          Agenda posted: {yesNo(meeting.IsAgendaPosted)}
        </Typography>
      </>
    ),
  },
  tasks: {
    id: 'tasks',
    label: 'Tasks',
    hideOnPhone: true,
    render: (meeting) => (
      <Link
        component={RouterLink}
        to={href(paths.meetingTasks, { meetingId: meeting.MeetingId })}
        aria-label={`${meeting.TasksCompleted} of ${meeting.TotalTasks} tasks completed, ${meeting.MeetingName}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {meeting.TasksCompleted} of {meeting.TotalTasks}
      </Link>
    ),
  },
} satisfies Record<string, Column | ((label: string) => Column)>;
