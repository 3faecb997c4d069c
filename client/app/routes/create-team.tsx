import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { IdOrNewSchema } from '@shared/schemas/common';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { CreateTeamForm } from '../../features/teams/components/create-team-form';
import { TeamLoading } from '../../features/teams/components/team-loading';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /createTeam/{groupId}: '0' creates a team, an id edits one. */
export default function CreateTeamRoute() {
  useDocumentTitle(paths.createTeam.title);
  const { groupId } = useParams();
  const session = useSession();
  const parsed = IdOrNewSchema.safeParse(groupId);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createTeam.title}</Typography>
      {!parsed.success ? (
        <Alert severity="error">This team does not exist.</Alert>
      ) : session.data ? (
        <CreateTeamForm teamId={parsed.data} currentUserId={session.data.User.UserId} />
      ) : (
        <TeamLoading text="Loading Team Data" />
      )}
    </Stack>
  );
}
