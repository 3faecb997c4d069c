import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { MyTeams } from '../../features/teams/components/my-teams';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /myTeams: admins and team leads also get Create New Team. */
export default function MyTeamsRoute() {
  useDocumentTitle(paths.myTeams.title);
  const session = useSession();
  const user = session.data?.User;
  return <MyTeams canCreateTeams={Boolean(user && (user.IsAdmin || user.IsAnyTeamLead))} />;
}
