import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import type { PageAction } from '../../components/page-action';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { useTeamGoal } from '../../features/goals/api/get-team-goal';
import { TeamTasks } from '../../features/tasks/components/team-tasks';
import { backTo } from '../../hooks/use-return-to';

/** /teamTasks/{goalId}: Create New Task while the goal takes new tasks (spec: not for status 2). */
export default function TeamTasksRoute() {
  const { goalId = '' } = useParams();
  const goal = useTeamGoal(goalId, true);
  const createTask: PageAction | undefined = goal.data?.AllowedToAddTasks
    ? {
        label: 'Create New Task',
        to: href(paths.assignTask, { teamId: goal.data.GoalTeam.TeamId, userId: NEW_ID_STRING, goalId }),
        icon: <AddIcon />,
      }
    : undefined;
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.teamTasks.title} back={backTo(paths.teamGoals.path)} action={createTask} />
      <TeamTasks key={goalId} goalId={goalId} goal={goal} createTask={createTask} />
    </Stack>
  );
}
