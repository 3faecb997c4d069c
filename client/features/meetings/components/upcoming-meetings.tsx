import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MeetingListMessages } from '@shared/messages';
import { href, paths } from '../../../config/paths';
import { meetingColumns } from './meeting-columns';
import { MeetingTable } from './meeting-table';

const columns = [
  meetingColumns.name,
  meetingColumns.date,
  meetingColumns.time,
  meetingColumns.teams('Teams'),
  meetingColumns.room,
  meetingColumns.agenda,
];

/**
 * The dashboard's upcoming meetings, soonest first, each leading to its agenda; empty, it offers Create New
 * Meeting to those who may create meetings.
 */
export function UpcomingMeetings({ canCreateMeetings }: { canCreateMeetings: boolean }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby="upcoming-meetings">
      <Typography id="upcoming-meetings" variant="h2">
        Upcoming Meetings
      </Typography>
      <MeetingTable
        period="upcoming"
        caption="Upcoming Meetings"
        columns={columns}
        emptyMessage={MeetingListMessages.noUpcoming}
        emptyAction={
          canCreateMeetings
            ? {
                label: 'Create New Meeting',
                to: href(paths.createMeeting, { meetingId: '0' }),
                icon: <AddIcon aria-hidden />,
              }
            : undefined
        }
      />
    </Stack>
  );
}
