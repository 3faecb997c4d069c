import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { TaskSort } from '@shared/constants';
import type { TaskListItem } from '@shared/schemas/tasks';
import { HomeSection } from '../../../components/home-section';
import { LoadError } from '../../../components/load-error';
import { href, paths } from '../../../config/paths';
import { TEAM_FILTER_PARAM } from '../../../hooks/use-team-filter';
import { formatDate, todayIso } from '../../../lib/dates';
import { taskListQueryOptions } from '../api/get-task-list';

const SHOWN = 30;

/** A page of tasks by assignee (the server sorts them so), one group per member. */
function byMember(tasks: readonly TaskListItem[]) {
  const groups: { userId: string; name: string; tasks: TaskListItem[] }[] = [];
  for (const task of tasks) {
    const last = groups.at(-1);
    if (last?.userId === task.AssignedToUserId) last.tasks.push(task);
    else groups.push({ userId: task.AssignedToUserId, name: task.AssignedToFInitialLastName, tasks: [task] });
  }
  return groups;
}

/** A team's open tasks on its home, grouped by the member they are assigned to, overdue ones marked. */
export function TeamOpenTasksSection({ teamId }: { teamId: string }) {
  const tasks = useQuery(
    taskListQueryOptions({ teamId }, 'remaining', {
      Page: 0,
      PageSize: SHOWN,
      Sort: TaskSort.AssignedTo,
      SortDirection: 'asc',
    }),
  );
  const today = todayIso();
  const total = tasks.data?.TotalCount ?? 0;
  return (
    <HomeSection title="Open tasks by member">
      {tasks.isError && <LoadError error={tasks.error} />}
      {tasks.data && total === 0 && <Typography sx={{ color: 'text.secondary' }}>No open tasks.</Typography>}
      {byMember(tasks.data?.Items ?? []).map((member) => (
        <Stack key={member.userId} spacing={0.5}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {member.name}
            {/* A cut page may hold only some of the last member's tasks: no count then. */}
            {total <= SHOWN && ` · ${member.tasks.length} open`}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {member.tasks.map((task) => (
              <li key={task.TaskId}>
                <Link component={RouterLink} to={href(paths.editTask, { taskId: task.TaskId })}>
                  {task.TaskTitle}
                </Link>
                {task.DueDate && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: task.DueDate < today ? 'error.main' : 'text.secondary' }}
                  >
                    {' '}
                    · {task.DueDate < today ? 'overdue since' : 'due'} {formatDate(task.DueDate)}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
      {total > 0 && (
        <Link
          component={RouterLink}
          to={`${paths.tasksOfTeam.path}?${TEAM_FILTER_PARAM}=${encodeURIComponent(teamId)}`}
        >
          {total > SHOWN ? `All ${total} open tasks` : 'Team tasks'}
        </Link>
      )}
    </HomeSection>
  );
}
