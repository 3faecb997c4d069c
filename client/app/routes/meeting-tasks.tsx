import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useMeeting } from '../../features/meetings/api/get-meeting';
import { MeetingTasks } from '../../features/tasks/components/meeting-tasks';
import { backTo } from '../../hooks/use-return-to';

export default function MeetingTasksRoute() {
  const { meetingId = '' } = useParams();
  // Only for the heading: the task lists load (and report errors) on their own.
  const meeting = useMeeting(meetingId, true);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={paths.meetingTasks.title}
        back={backTo(paths.meetings.path)}
        subtitle={meeting.data?.Subject}
      />
      <MeetingTasks key={meetingId} meetingId={meetingId} />
    </Stack>
  );
}
