import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useMeeting } from '../../features/meetings/api/get-meeting';
import { MeetingTasks } from '../../features/tasks/components/meeting-tasks';

export default function MeetingTasksRoute() {
  const { meetingId = '' } = useParams();
  // Only for the heading: the task lists load (and report errors) on their own.
  const meeting = useMeeting(meetingId, true);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.meetingTasks.title}</Typography>
      <MeetingTasks key={meetingId} meetingId={meetingId} meetingName={meeting.data?.Subject} />
    </Stack>
  );
}
