import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MeetingSort, NEW_ID_STRING } from '@shared/constants';
import type { MeetingListItem } from '@shared/schemas/meetings';
import { HomeSection } from '../../../components/home-section';
import { href, paths } from '../../../config/paths';
import { TEAM_FILTER_PARAM } from '../../../hooks/use-team-filter';
import { formatDateTime } from '../../../lib/dates';
import { type MeetingPeriod, useMyMeetings } from '../api/get-my-meetings';

const SHOWN = 5;

function MeetingLines({ teamId, period, label }: { teamId: string; period: MeetingPeriod; label: string }) {
  const meetings = useMyMeetings(period, {
    Page: 0,
    PageSize: 10,
    Sort: MeetingSort.StartDateTime,
    SortDirection: period === 'upcoming' ? 'asc' : 'desc',
    TeamId: teamId,
  });
  const rows: MeetingListItem[] = meetings.data?.Items.slice(0, SHOWN) ?? [];
  return (
    <Stack spacing={0.5}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {label}
      </Typography>
      {meetings.data && rows.length === 0 && <Typography sx={{ color: 'text.secondary' }}>None.</Typography>}
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {rows.map((meeting) => (
          <li key={meeting.MeetingId}>
            <Link component={RouterLink} to={href(paths.meetingAgenda, { meetingId: meeting.MeetingId })}>
              {meeting.MeetingName}
            </Link>{' '}
            · {formatDateTime(meeting.StartDateTime)}
            {meeting.SeriesId && (
              <EventRepeatIcon
                titleAccess="Repeating meeting"
                fontSize="small"
                sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
              />
            )}
            {meeting.IsCancelled && (
              <Chip label="Cancelled" size="small" variant="outlined" sx={{ ml: 0.5 }} />
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** A team's coming and past meetings on its home, with Schedule a Meeting (the form starts on this team). */
export function TeamMeetingsSection({ teamId, canSchedule }: { teamId: string; canSchedule: boolean }) {
  const schedule = canSchedule && (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={`${href(paths.createMeeting, { meetingId: NEW_ID_STRING })}?teamId=${encodeURIComponent(teamId)}`}
    >
      Schedule a Meeting
    </Button>
  );
  return (
    <HomeSection title="Meetings" action={schedule}>
      <MeetingLines teamId={teamId} period="upcoming" label="Coming" />
      <MeetingLines teamId={teamId} period="historical" label="Past" />
      <Link
        component={RouterLink}
        to={`${paths.meetings.path}?${TEAM_FILTER_PARAM}=${encodeURIComponent(teamId)}`}
      >
        All the team's meetings
      </Link>
    </HomeSection>
  );
}
