import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { TeamGoalForm } from '../../features/goals/components/team-goal-form';

/** /createGoal/{goalId}: goal id 0 is a new team goal. */
export default function CreateGoalRoute() {
  const { goalId = '0' } = useParams();
  const session = useSession();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createGoal.title}</Typography>
      <TeamGoalForm key={goalId} goalId={goalId} isAdmin={Boolean(session.data?.User.IsAdmin)} />
    </Stack>
  );
}
