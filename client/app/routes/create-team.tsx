import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { IdOrNewSchema } from '@shared/schemas/common';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { HistoryPanel } from '../../features/audit/components/history-panel';
import { useTeamWithUsers } from '../../features/teams/api/get-team-with-users';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { TeamLoading } from '../../features/teams/components/team-loading';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /createTeam/{groupId}: '0' creates a team, an id edits one (opened from Manage Teams, it leads back there). */
export default function CreateTeamRoute() {
  const { groupId } = useParams();
  const session = useSession();
  const parsed = IdOrNewSchema.safeParse(groupId);
  const teamId = parsed.success ? parsed.data : null;
  const team = useTeamWithUsers(teamId);
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(paths.myTeams.path)} />
      {!parsed.success ? (
        <Alert severity="error">This team does not exist.</Alert>
      ) : session.data ? (
        <CreateTeamForm teamId={parsed.data} currentUserId={session.data.User.UserId} />
      ) : (
        <TeamLoading text="Loading Team Data" />
      )}
      {teamId && team.data?.AllowedToSeeHistory && (
        <HistoryPanel key={`history-${teamId}`} kind="team" id={teamId} />
      )}
    </Stack>
  );
}
