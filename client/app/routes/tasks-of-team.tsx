import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { TasksOfTeam } from '../../features/tasks/components/tasks-of-team';
import { TeamFilter } from '../../features/teams/components/team-filter';
import { backTo } from '../../hooks/use-return-to';

/** /teamTasks?teamId=: a team's tasks, whatever goal or meeting they came from. */
export default function TasksOfTeamRoute() {
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.tasksOfTeam.title} back={backTo(paths.myTeams.path)} />
      <TasksOfTeam teamFilter={<TeamFilter />} />
    </Stack>
  );
}
