import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TeamGoalForm } from '../../features/goals/components/team-goal-form';

/** /createGoal/{goalId}: goal id 0 is a new team goal. */
export default function CreateGoalRoute() {
  const { goalId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createGoal.title}</Typography>
      <TeamGoalForm key={goalId} goalId={goalId} />
    </Stack>
  );
}
