import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { TeamMeetingInsight } from '@shared/schemas/insights';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/dates';
import { FigureText } from './figure-cell';
import { RecordName } from './record-name';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columnsOf = (linked: boolean): DataTableColumn<TeamMeetingInsight>[] => [
  {
    id: 'meeting',
    label: 'Meeting',
    render: (meeting) => (
      <>
        <RecordName
          name={meeting.Subject}
          to={href(paths.meetingAgenda, { meetingId: meeting.Id })}
          linked={linked}
        />
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

/** The meetings the team held in the period, newest first, each opening its agenda where it may. */
export function TeamMeetingsTable({ meetings, linked }: { meetings: TeamMeetingInsight[]; linked: boolean }) {
  const columns = useMemo(() => columnsOf(linked), [linked]);
  return (
    <DataTable
      caption="Meetings held"
      columns={columns}
      rows={meetings}
      getRowKey={(meeting) => meeting.Id}
      isLoading={false}
      emptyMessage="No meetings were held in these dates."
    />
  );
}
