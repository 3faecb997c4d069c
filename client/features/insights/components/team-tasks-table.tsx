import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { TaskInsightStatus, TeamTaskInsight } from '@shared/schemas/insights';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { useReturnState } from '../../../hooks/use-return-to';
import { formatDate } from '../../../lib/dates';

/** The task's title, a link to the task, whose back link returns here. */
function TaskLink({ task }: { task: TeamTaskInsight }) {
  const returnState = useReturnState();
  return (
    <Link
      component={RouterLink}
      to={href(paths.editTask, { taskId: task.Id })}
      state={returnState}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {task.Title}
    </Link>
  );
}

/** The state in words, marked by colour as well for a quick look (the words carry it). */
const STATUS_COLOUR: Record<TaskInsightStatus, 'default' | 'success' | 'warning'> = {
  Open: 'default',
  Overdue: 'warning',
  'Completed on time': 'success',
  'Completed late': 'default',
};

const COLUMNS: DataTableColumn<TeamTaskInsight>[] = [
  { id: 'task', label: 'Task', render: (task) => <TaskLink task={task} /> },
  { id: 'assignedTo', label: 'Assigned to', hideOnPhone: true, render: (task) => task.AssignedTo },
  {
    id: 'dueDate',
    label: 'Due date',
    noWrap: true,
    hideOnPhone: true,
    render: (task) => (task.DueDate ? formatDate(task.DueDate) : ''),
  },
  {
    id: 'completed',
    label: 'Completed',
    noWrap: true,
    hideOnPhone: true,
    render: (task) => (task.CompletedAt ? formatDate(task.CompletedAt) : ''),
  },
  {
    id: 'status',
    label: 'Status',
    noWrap: true,
    render: (task) => (
      <Chip label={task.Status} size="small" variant="outlined" color={STATUS_COLOUR[task.Status]} />
    ),
  },
];

/** The tasks the team's figures count: created or completed in the period, or overdue at its end. */
export function TeamTasksTable({ tasks }: { tasks: TeamTaskInsight[] }) {
  return (
    <DataTable
      caption="Tasks"
      columns={COLUMNS}
      rows={tasks}
      getRowKey={(task) => task.Id}
      isLoading={false}
      emptyMessage="No tasks to show for these dates."
    />
  );
}
