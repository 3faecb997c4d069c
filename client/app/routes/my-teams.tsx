import { useSession } from '../../features/auth/api/get-session';
import { MyTeams } from '../../features/teams/components/my-teams';

/** /myTeams: Create New Team for those the session allows. */
export default function MyTeamsRoute() {
  const session = useSession();
  return <MyTeams canCreateTeams={session.data?.AllowedToCreateTeams ?? false} />;
}
