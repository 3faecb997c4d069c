import { useSession } from '../../features/auth/api/get-session';
import { MyTeams } from '../../features/teams/components/my-teams';

/** /myTeams: admins and team leads also get Create New Team. */
export default function MyTeamsRoute() {
  const session = useSession();
  const user = session.data?.User;
  return <MyTeams canCreateTeams={Boolean(user && (user.IsAdmin || user.IsAnyTeamLead))} />;
}
