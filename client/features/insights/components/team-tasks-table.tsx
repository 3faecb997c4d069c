import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import type { TaskInsightStatus, TeamTaskInsight } from '@shared/schemas/insights';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { RecordName } from './record-name';

/** The state in words, marked by colour as well for a quick look (the words carry it). */
const STATUS_COLOUR: Record<TaskInsightStatus, 'default' | 'success' | 'warning'> = {
  Open: 'default',
  Overdue: 'warning',
  'Completed on time': 'success',
  'Completed late': 'default',
};

const columnsOf = (linked: boolean): DataTableColumn<TeamTaskInsight>[] => [
  {
    id: 'task',
    label: 'Task',
    render: (task) => (
      <RecordName name={task.Title} to={href(paths.editTask, { taskId: task.Id })} linked={linked} />
    ),
  },
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
export function TeamTasksTable({ tasks, linked }: { tasks: TeamTaskInsight[]; linked: boolean }) {
  const columns = useMemo(() => columnsOf(linked), [linked]);
  return (
    <DataTable
      caption="Tasks"
      columns={columns}
      rows={tasks}
      getRowKey={(task) => task.Id}
      isLoading={false}
      emptyMessage="No tasks to show for these dates."
    />
  );
}
