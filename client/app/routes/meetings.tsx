import { useSession } from '../../features/auth/api/get-session';
import { Meetings } from '../../features/meetings/components/meetings-screen';

/** /meetings: admins and team leads also get Create New Meeting (the server decides what they may save). */
export default function MeetingsRoute() {
  const session = useSession();
  const user = session.data?.User;
  return <Meetings canCreateMeetings={Boolean(user && (user.IsAdmin || user.IsAnyTeamLead))} />;
}
