import Stack from '@mui/material/Stack';
import { type ReactNode, useCallback, useState } from 'react';
import { TeamExportBar } from '../../../components/team-export-bar';
import { useTeamFilter } from '../../../hooks/use-team-filter';
import { teamTasksCsvHref } from '../api/export-team-tasks';
import type { TaskListPage } from '../api/get-task-list';
import { BY_ASSIGNEE } from './use-task-list-state';
import { TaskListTabs } from './task-list-tabs';

/**
 * /teamTasks?teamId=: one team's tasks from all its goals and meetings, by member, in the two tabs of a
 * goal's tasks. `teamFilter` (the app's) chooses the team in the URL. Export CSV downloads all the team's
 * tasks where the server's answer allows it (AllowedToExport).
 */
export function TasksOfTeam({ teamFilter }: { teamFilter: ReactNode }) {
  const [teamId] = useTeamFilter();
  // The team whose pages said the caller may export its tasks (a page of another team says nothing).
  const [exportableTeamId, setExportableTeamId] = useState<string>();
  const handlePage = useCallback(
    (page: TaskListPage) => setExportableTeamId(page.AllowedToExport ? teamId : undefined),
    [teamId],
  );
  return (
    <Stack spacing={2}>
      <TeamExportBar
        teamFilter={teamFilter}
        exportHref={teamId && exportableTeamId === teamId ? teamTasksCsvHref(teamId) : undefined}
        records="tasks"
      />
      {teamId && (
        <TaskListTabs
          key={teamId}
          source={{ teamId }}
          label="Team tasks"
          firstSort={BY_ASSIGNEE}
          onPage={handlePage}
          tabs={[
            { list: 'remaining', label: 'Active Team Tasks' },
            { list: 'completed', label: 'Completed Team Tasks' },
          ]}
        />
      )}
    </Stack>
  );
}
