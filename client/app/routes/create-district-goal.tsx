import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { AdminGoalForm } from '../../features/goals/components/admin-goal-form';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /createDistrictGoal/{goalId} (admins only); goal id 0 is a new goal. */
export default function CreateDistrictGoalRoute() {
  const { goalId = '0' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(paths.manageDistrictGoals.path)} />
      <AdminGoalForm key={goalId} scope="district" goalId={goalId} />
    </Stack>
  );
}
