import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { UpcomingMeetings } from '../../features/meetings/components/upcoming-meetings';
import { MyTaskAssignments } from '../../features/tasks/components/my-task-assignments';

/** /: the caller's upcoming meetings and open task assignments. */
export default function DashboardRoute() {
  return (
    <Stack spacing={4}>
      <Typography variant="h1">{paths.dashboard.title}</Typography>
      <UpcomingMeetings />
      <MyTaskAssignments />
    </Stack>
  );
}
