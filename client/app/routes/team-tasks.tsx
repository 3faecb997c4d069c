import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TeamTasks } from '../../features/tasks/components/team-tasks';

export default function TeamTasksRoute() {
  const { goalId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.teamTasks.title}</Typography>
      <TeamTasks key={goalId} goalId={goalId} />
    </Stack>
  );
}
