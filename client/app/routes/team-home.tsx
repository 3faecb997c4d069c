import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { TeamTemplatesSection } from '../../features/agendas/components/team-templates-section';
import { useSession } from '../../features/auth/api/get-session';
import { TeamMeetingsSection } from '../../features/meetings/components/team-meetings-section';
import { NormsPanel } from '../../features/team-norms/components/norms-panel';
import { TeamHomeMembers, useTeamName } from '../../features/teams/components/team-home-members';
import { backTo } from '../../hooks/use-return-to';

/** /team/{teamId}: the team's home: members, norms, meetings (with series), templates and its other screens. */
export default function TeamHomeRoute() {
  const { teamId = '' } = useParams<'teamId'>();
  const session = useSession();
  const name = useTeamName(teamId);
  const userId = session.data?.User.UserId;
  return (
    <Stack spacing={3}>
      <PageHeader title={name ?? paths.teamHome.title} back={backTo(paths.myTeams.path)} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Link component={RouterLink} to={href(paths.teamNorms, { teamId })}>
          Norms
        </Link>
        <Link component={RouterLink} to={href(paths.studentGroups, { groupId: teamId })}>
          Students
        </Link>
        <Link component={RouterLink} to={`${paths.teamGoals.path}`}>
          Team goals
        </Link>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <TeamMeetingsSection teamId={teamId} canSchedule={session.data?.AllowedToCreateMeetings ?? false} />
          <TeamTemplatesSection teamId={teamId} />
        </Stack>
        <Stack spacing={2}>
          {userId && <NormsPanel teamId={teamId} userId={userId} />}
          <TeamHomeMembers teamId={teamId} />
        </Stack>
      </Box>
    </Stack>
  );
}
