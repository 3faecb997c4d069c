import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MeetingListMessages } from '@shared/messages';
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

/** The dashboard's upcoming meetings, soonest first, each leading to its agenda. */
export function UpcomingMeetings() {
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
      />
    </Stack>
  );
}
