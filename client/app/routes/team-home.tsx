import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { TeamTemplatesSection } from '../../features/agendas/components/team-templates-section';
import { useSession } from '../../features/auth/api/get-session';
import { TeamGoalsSection } from '../../features/goals/components/team-goals-section';
import { TeamMeetingsSection } from '../../features/meetings/components/team-meetings-section';
import { TeamStudentsSection } from '../../features/student-notes/components/team-students-section';
import { TeamOpenTasksSection } from '../../features/tasks/components/team-open-tasks-section';
import { NormsPanel } from '../../features/team-norms/components/norms-panel';
import { TeamHomeMembers, useTeamHeader } from '../../features/teams/components/team-home-members';
import { backTo } from '../../hooks/use-return-to';

/**
 * /team/{teamId}: the team's home: meetings (with series), open tasks by member, goals with progress, norms,
 * members, students and agenda templates; its forms start with this team chosen.
 */
export default function TeamHomeRoute() {
  const { teamId = '' } = useParams<'teamId'>();
  const session = useSession();
  const team = useTeamHeader(teamId);
  const userId = session.data?.User.UserId;
  return (
    <Stack spacing={3}>
      <PageHeader title={team.name ?? paths.teamHome.title} back={backTo(paths.myTeams.path)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <TeamMeetingsSection
            teamId={teamId}
            canSchedule={team.allowedToEdit && (session.data?.AllowedToCreateMeetings ?? false)}
          />
          <TeamOpenTasksSection teamId={teamId} />
          <TeamGoalsSection
            teamId={teamId}
            canCreate={team.allowedToEdit && (session.data?.AllowedToCreateTeamGoals ?? false)}
          />
        </Stack>
        <Stack spacing={2}>
          {userId && <NormsPanel teamId={teamId} userId={userId} />}
          <Link
            component={RouterLink}
            to={href(paths.teamNorms, { teamId })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {paths.teamNorms.title}
          </Link>
          <TeamHomeMembers teamId={teamId} />
          <TeamStudentsSection teamId={teamId} />
          <TeamTemplatesSection teamId={teamId} />
        </Stack>
      </Box>
    </Stack>
  );
}
