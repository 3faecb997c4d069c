import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AdminGoalForm } from '../../features/goals/components/admin-goal-form';

/** /createSchoolGoal/{goalId} (admins only); goal id 0 is a new goal. */
export default function CreateSchoolGoalRoute() {
  const { goalId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createSchoolGoal.title}</Typography>
      <AdminGoalForm key={goalId} scope="school" goalId={goalId} />
    </Stack>
  );
}
