import { useSession } from '../../features/auth/api/get-session';
import { Meetings } from '../../features/meetings/components/meetings-screen';
import { TeamFilter } from '../../features/teams/components/team-filter';

/** /meetings: Create New Meeting for those the session allows (the server decides what they may save). */
export default function MeetingsRoute() {
  const session = useSession();
  return (
    <Meetings
      canCreateMeetings={session.data?.AllowedToCreateMeetings ?? false}
      teamFilter={<TeamFilter everyTeamLabel="All teams" />}
    />
  );
}
