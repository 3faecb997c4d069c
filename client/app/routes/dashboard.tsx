import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { UpcomingMeetings } from '../../features/meetings/components/upcoming-meetings';
import { MyTaskAssignments } from '../../features/tasks/components/my-task-assignments';

/** /: the caller's upcoming meetings and open task assignments. */
export default function DashboardRoute() {
  const session = useSession();
  return (
    <Stack spacing={4}>
      <PageHeader title={paths.dashboard.title} />
      {/* As on /meetings: the session says who may create one, the server what they may save. */}
      <UpcomingMeetings canCreateMeetings={session.data?.AllowedToCreateMeetings ?? false} />
      <MyTaskAssignments />
    </Stack>
  );
}
