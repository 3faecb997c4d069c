import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useTeamGoal } from '../../features/goals/api/get-team-goal';
import { TeamTasks } from '../../features/tasks/components/team-tasks';

export default function TeamTasksRoute() {
  const { goalId = '' } = useParams();
  const goal = useTeamGoal(goalId, true);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.teamTasks.title}</Typography>
      <TeamTasks key={goalId} goalId={goalId} goal={goal} />
    </Stack>
  );
}
