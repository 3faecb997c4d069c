import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TeamGoal } from '@shared/schemas/goals';
import { LoadingScreen } from '../../../components/loading-screen';
import type { PageAction } from '../../../components/page-action';
import { errorMessage } from '../../../lib/api-error';
import { TaskListTabs } from './task-list-tabs';

interface TeamTasksProps {
  goalId: string;
  /** The goal as the route loads it (goal/getById): heading, team and whether it takes new tasks. */
  goal: Pick<UseQueryResult<TeamGoal>, 'data' | 'error' | 'isError'>;
  /** Create New Task while the goal takes tasks: the next step from an empty list of active tasks. */
  createTask: PageAction | undefined;
}

/** /teamTasks/{goalId}: a team goal's tasks in two tabs (Create New Task, while the goal is open, is the route's). */
export function TeamTasks({ goalId, goal, createTask }: TeamTasksProps) {
  return (
    <Stack spacing={3}>
      {goal.isError ? (
        <Alert severity="error">{errorMessage(goal.error)}</Alert>
      ) : !goal.data ? (
        <LoadingScreen label="Loading the goal" />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
              {goal.data.Title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>Team: {goal.data.TeamName}</Typography>
          </Paper>
          <TaskListTabs
            source={{ goalId }}
            label="Goal tasks"
            tabs={[
              { list: 'remaining', label: 'Active Goal Tasks', emptyAction: createTask },
              { list: 'completed', label: 'Completed Goal Tasks' },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
