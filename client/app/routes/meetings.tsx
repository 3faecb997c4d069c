import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { Meetings } from '../../features/meetings/components/meetings-screen';

/** /meetings: admins and team leads also get Create New Meeting (the server decides what they may save). */
export default function MeetingsRoute() {
  const session = useSession();
  const user = session.data?.User;
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.meetings.title}</Typography>
      <Meetings canCreateMeetings={Boolean(user && (user.IsAdmin || user.IsAnyTeamLead))} />
    </Stack>
  );
}
