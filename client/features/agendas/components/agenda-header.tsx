import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEETING_ROLE_NAMES } from '@shared/constants';
import type { Agenda } from '@shared/schemas/agendas';
import { formatDate, formatTime } from '../../../lib/dates';

/** The meeting the agenda is for: name, date, times, room, note taker, join link and posted state. */
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
