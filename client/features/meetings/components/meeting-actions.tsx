import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { MeetingListItem } from '@shared/schemas/meetings';
import { href, paths } from '../../../config/paths';

interface MeetingActionsProps {
  meeting: MeetingListItem;
  onCancel: (meeting: MeetingListItem) => void;
}

/** The .ics file of a meeting, served by the calendar module. */
const icsHref = (meetingId: string) => `/api/v1/meeting/getIcs/${encodeURIComponent(meetingId)}`;

/**
 * A meeting's row actions. Every member gets the agenda (the server applies the visibility rule) and the
 * calendar file; Edit and Cancel follow the server's AllowedToEdit and AllowedToCancel. A meeting with notes
 * or tasks (HasNotesOrTasks, from the server) is not cancelled by a quick click in a list: its Cancel is on
 * its edit screen, away from the everyday actions.
 */
export function MeetingActions({ meeting, onCancel }: MeetingActionsProps) {
  const about = (action: string) => `${action}: ${meeting.MeetingName}`;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 0, md: 1 }}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: { xs: 'flex-end', md: 'center' } }}
    >
      <Button
        size="small"
        component={RouterLink}
        to={href(paths.meetingAgenda, { meetingId: meeting.MeetingId })}
        aria-label={about('Agenda')}
      >
        Agenda
      </Button>
      <Button size="small" href={icsHref(meeting.MeetingId)} download aria-label={about('Add to calendar')}>
        Add to calendar
      </Button>
      {meeting.AllowedToEdit && (
        <Button
          size="small"
          component={RouterLink}
          to={href(paths.createMeeting, { meetingId: meeting.MeetingId })}
          aria-label={about('Edit')}
        >
          Edit
        </Button>
      )}
      {meeting.AllowedToCancel && !meeting.HasNotesOrTasks && (
        <Button size="small" color="error" onClick={() => onCancel(meeting)} aria-label={about('Cancel')}>
          Cancel
        </Button>
      )}
    </Stack>
  );
}
