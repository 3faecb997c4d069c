import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { paths } from '../../config/paths';
import { useTeamGoal } from '../../features/goals/api/get-team-goal';
import { AssignTaskForm } from '../../features/tasks/components/assign-task-form';

export default function AssignTaskRoute() {
  const { teamId = NEW_ID_STRING, userId = NEW_ID_STRING, goalId = NEW_ID_STRING } = useParams();
  // The goal comes from the goals feature; the tasks feature only shows it.
  const goal = useTeamGoal(goalId, goalId !== NEW_ID_STRING);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.assignTask.title}</Typography>
      <AssignTaskForm
        key={`${teamId}/${userId}/${goalId}`}
        teamId={teamId}
        userId={userId}
        goalId={goalId}
        goal={goal}
      />
    </Stack>
  );
}
