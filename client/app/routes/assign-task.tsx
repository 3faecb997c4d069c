import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useTeamGoal } from '../../features/goals/api/get-team-goal';
import { AssignTaskForm } from '../../features/tasks/components/assign-task-form';
import { assignTaskReturnHref } from '../../features/tasks/components/form-return';
import { backTo } from '../../hooks/use-return-to';

export default function AssignTaskRoute() {
  const { teamId = NEW_ID_STRING, userId = NEW_ID_STRING, goalId = NEW_ID_STRING } = useParams();
  // The goal comes from the goals feature; the tasks feature only shows it.
  const goal = useTeamGoal(goalId, goalId !== NEW_ID_STRING);
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.assignTask.title} back={backTo(assignTaskReturnHref(teamId, goalId))} />
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
