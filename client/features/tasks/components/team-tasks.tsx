import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { NEW_ID_STRING } from '@shared/constants';
import type { TeamGoal } from '@shared/schemas/goals';
import { BackLink } from '../../../components/back-link';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { type TaskListTab, TaskListTabs } from './task-list-tabs';

const TABS: [TaskListTab, TaskListTab] = [
  { list: 'remaining', label: 'Active Goal Tasks' },
  { list: 'completed', label: 'Completed Goal Tasks' },
];

interface TeamTasksProps {
  goalId: string;
  /** The goal as the route loads it (goal/getById): heading, team and whether it takes new tasks. */
  goal: Pick<UseQueryResult<TeamGoal>, 'data' | 'error' | 'isError'>;
}

/** /teamTasks/{goalId}: a team goal's tasks in two tabs, with Create New Task while the goal is open. */
export function TeamTasks({ goalId, goal }: TeamTasksProps) {
  return (
    <Stack spacing={3}>
      <BackLink to={paths.teamGoals.path}>Back to Team Goals</BackLink>
      {goal.isError ? (
        <Alert severity="error">{errorMessage(goal.error)}</Alert>
      ) : !goal.data ? (
        <LoadingScreen label="Loading the goal" />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Box>
                <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {goal.data.Title}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>Team: {goal.data.TeamName}</Typography>
              </Box>
              {goal.data.AllowedToAddTasks && (
                <Button
                  component={RouterLink}
                  to={href(paths.assignTask, {
                    teamId: goal.data.GoalTeam.TeamId,
                    userId: NEW_ID_STRING,
                    goalId,
                  })}
                  variant="contained"
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
                >
                  Create New Task
                </Button>
              )}
            </Stack>
          </Paper>
          <TaskListTabs source={{ goalId }} label="Goal tasks" tabs={TABS} />
        </>
      )}
    </Stack>
  );
}
