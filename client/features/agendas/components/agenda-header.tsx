import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MEETING_ROLE_NAMES } from '@shared/constants';
import type { Agenda } from '@shared/schemas/agendas';
import { isPastTheAgenda, MeetingStateChip } from '../../../components/meeting-state-chip';
import { href, paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/dates';

/**
 * The meeting the agenda is for: name, date, times, room, note taker, join link, posted and minutes state,
 * and the way into the meeting room.
 */
export function AgendaHeader({ agenda }: { agenda: Agenda }) {
  const details = [
    ['Date', formatDate(agenda.MeetingStartTime)],
    ['Time', `${formatTime(agenda.MeetingStartTime)} – ${formatTime(agenda.MeetingEndTime)}`],
    ['Room', agenda.MeetingLocation || 'Not set'],
    ['Note Taker', agenda.NoteTakerName ?? 'None'],
    ...agenda.Roles.map(
      (role) =>
        [
          MEETING_ROLE_NAMES[role.ResponsibilityId],
          agenda.UsersInMeeting.find((person) => person.UserId === role.UserId)?.FullName ??
            'Not on the team',
        ] as const,
    ),
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {agenda.AgendaTitle}
        </Typography>
        <Chip
          size="small"
          color={agenda.HasAgendaPosted ? 'success' : 'default'}
          label={agenda.HasAgendaPosted ? 'Posted' : 'Not posted'}
        />
        {isPastTheAgenda(agenda.MeetingState) && <MeetingStateChip state={agenda.MeetingState} />}
      </Stack>
      <Stack
        component="dl"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 3 }}
        sx={{ m: 0, flexWrap: 'wrap' }}
      >
        {details.map(([term, value]) => (
          <Stack key={term} direction="row" spacing={0.75}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {term}:
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Button
        component={RouterLink}
        to={href(paths.meetingRoom, { meetingId: agenda.MeetingId })}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Open the meeting room
      </Button>
      {agenda.MeetingZoomJoinLink && (
        <Link
          href={agenda.MeetingZoomJoinLink}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ alignSelf: 'flex-start' }}
        >
          Join the video meeting
        </Link>
      )}
    </Stack>
  );
}
