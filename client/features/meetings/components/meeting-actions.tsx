import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { MeetingListItem } from '@shared/schemas/meetings';
import { ActionSlot } from '../../../components/action-slot';
import { href, paths } from '../../../config/paths';
import { useReturnState } from '../../../hooks/use-return-to';

interface MeetingActionsProps {
  meeting: MeetingListItem;
  /** The list's page: an action one row lacks keeps its place when another row has it. */
  meetings: readonly MeetingListItem[];
  onCancel: (meeting: MeetingListItem) => void;
}

/** The .ics file of a meeting, served by the calendar module. */
const icsHref = (meetingId: string) => `/api/v1/meeting/getIcs/${encodeURIComponent(meetingId)}`;

/** Whether a row offers Cancel: a meeting with notes or tasks is cancelled from its edit screen. */
// A series' meeting is cancelled from its edit screen, where "this meeting only" is said and its notes stay.
const cancellableInList = (meeting: MeetingListItem) =>
  meeting.AllowedToCancel && !meeting.HasNotesOrTasks && !meeting.SeriesId;

/**
 * A meeting's row actions. Every member gets the agenda (the server applies the visibility rule) and the
 * calendar file; Edit and Cancel follow the server's AllowedToEdit and AllowedToCancel, each in its place on
 * every row. A meeting with notes or tasks (HasNotesOrTasks, from the server) is not cancelled by a quick
 * click in a list: its Cancel is on its edit screen, away from the everyday actions.
 */
export function MeetingActions({ meeting, meetings, onCancel }: MeetingActionsProps) {
  const about = (action: string) => `${action}: ${meeting.MeetingName}`;
  // The agenda leads back to this list.
  const returnState = useReturnState();
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
        state={returnState}
        aria-label={about('Agenda')}
      >
        Agenda
      </Button>
      <Button size="small" href={icsHref(meeting.MeetingId)} download aria-label={about('Add to calendar')}>
        {/* A phone's actions column has room for one short word a button. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Add to calendar
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Calendar
        </Box>
      </Button>
      <ActionSlot shown={meeting.AllowedToEdit} inList={meetings.some((other) => other.AllowedToEdit)}>
        <Button
          size="small"
          component={RouterLink}
          to={href(paths.createMeeting, { meetingId: meeting.MeetingId })}
          aria-label={about('Edit')}
        >
          Edit
        </Button>
      </ActionSlot>
      <ActionSlot shown={cancellableInList(meeting)} inList={meetings.some(cancellableInList)}>
        <Button size="small" color="error" onClick={() => onCancel(meeting)} aria-label={about('Cancel')}>
          Cancel
        </Button>
      </ActionSlot>
    </Stack>
  );
}
