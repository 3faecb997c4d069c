import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MeetingListItem } from '@shared/schemas/meetings';
import { type DataTableColumn, NoWrap } from '../../../components/data-table';
import { isPastTheAgenda, MeetingStateChip } from '../../../components/meeting-state-chip';
import { href, paths } from '../../../config/paths';
import { useReturnState } from '../../../hooks/use-return-to';
import { formatDate, formatTime } from '../../../lib/dates';

type Column = DataTableColumn<MeetingListItem>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The start and end times: the range may wrap at its dash, never inside a time. */
const timeRange = (meeting: MeetingListItem) => (
  <>
    <NoWrap>{formatTime(meeting.StartDateTime)}</NoWrap> – <NoWrap>{formatTime(meeting.EndDateTime)}</NoWrap>
  </>
);

/** The meeting's name, a link to its agenda, whose back link returns to this list. */
function MeetingName({ meeting }: { meeting: MeetingListItem }) {
  const returnState = useReturnState();
  return (
    <Link
      component={RouterLink}
      to={href(paths.meetingAgenda, { meetingId: meeting.MeetingId })}
      state={returnState}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {meeting.MeetingName}
    </Link>
  );
}

/**
 * The series mark, a cancelled occurrence's chip and the minutes' state, in words for screen readers as
 * well.
 */
function SeriesMarks({ meeting }: { meeting: MeetingListItem }) {
  const marksState = isPastTheAgenda(meeting.MeetingState);
  if (!meeting.SeriesId && !meeting.IsCancelled && !marksState) return null;
  return (
    <>
      {meeting.SeriesId && (
        <EventRepeatIcon
          titleAccess="Repeating meeting"
          fontSize="small"
          sx={{ ml: 0.75, verticalAlign: 'text-bottom', color: 'text.secondary' }}
        />
      )}
      {meeting.IsCancelled && <Chip label="Cancelled" size="small" variant="outlined" sx={{ ml: 0.75 }} />}
      {marksState && <MeetingStateChip state={meeting.MeetingState} sx={{ ml: 0.75 }} />}
    </>
  );
}

const meetingName = (meeting: MeetingListItem) => (
  <>
    <MeetingName meeting={meeting} />
    <SeriesMarks meeting={meeting} />
  </>
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
        <NoWrap>{formatDate(meeting.StartDateTime)}</NoWrap>
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
    longText: true,
    render: (meeting) => meeting.FlattenedTeams,
  }),
  room: {
    id: 'room',
    label: 'Room',
    hideOnPhone: true,
    longText: true,
    render: (meeting) => meeting.Location,
  },
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
