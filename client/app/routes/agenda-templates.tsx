import { useSearchParams } from 'react-router';
import { href, paths } from '../../config/paths';
import { AgendaTemplatesScreen } from '../../features/agendas/components/agenda-templates-screen';
import { useSession } from '../../features/auth/api/get-session';
import { useTeamWithUsers } from '../../features/teams/api/get-team-with-users';
import { backTo } from '../../hooks/use-return-to';

/** /agendaTemplates[?teamId=]: the school's templates, with the team's when the URL names one. */
export default function AgendaTemplatesRoute() {
  const [search] = useSearchParams();
  const teamId = search.get('teamId') ?? undefined;
  const session = useSession();
  const team = useTeamWithUsers(teamId ?? null);
  const managesSchool = session.data?.AllowedToManageSchool ?? false;
  // School templates are the admins' (the session's right to the school's Admin screens); a team's are
  // kept by those the server lets edit the team, its leads and the school's admins.
  const canCreate = teamId ? (team.data?.AllowedToEdit ?? false) : managesSchool;
  const back = teamId
    ? { to: href(paths.teamHome, { teamId }), label: `Back to ${team.data?.Name ?? paths.teamHome.title}` }
    : backTo(managesSchool ? paths.schoolSettings.path : paths.myTeams.path);
  return (
    <AgendaTemplatesScreen
      key={teamId ?? 'school'}
      title={paths.agendaTemplates.title}
      back={back}
      team={teamId ? { id: teamId, name: team.data?.Name } : undefined}
      canCreate={canCreate}
    />
  );
}
