import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTeamFilter } from '../../../hooks/use-team-filter';
import { BY_ASSIGNEE } from './use-task-list-state';
import { TaskListTabs } from './task-list-tabs';

/**
 * /teamTasks?teamId=: one team's tasks from all its goals and meetings, by member, in the two tabs of a
 * goal's tasks. `teamFilter` (the app's) chooses the team in the URL.
 */
export function TasksOfTeam({ teamFilter }: { teamFilter: ReactNode }) {
  const [teamId] = useTeamFilter();
  return (
    <Stack spacing={2}>
      {teamFilter}
      {teamId && (
        <TaskListTabs
          key={teamId}
          source={{ teamId }}
          label="Team tasks"
          firstSort={BY_ASSIGNEE}
          tabs={[
            { list: 'remaining', label: 'Active Team Tasks' },
            { list: 'completed', label: 'Completed Team Tasks' },
          ]}
        />
      )}
    </Stack>
  );
}
