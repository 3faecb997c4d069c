import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskListItem } from '@shared/schemas/tasks';
import { type DataTableColumn, NoWrap } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';

interface TaskColumnsOptions {
  /** Lists of several people's tasks name the assignee. */
  withAssignee: boolean;
  /** A row's actions; `tasks` is the page, whose rows keep each action in one place. */
  actions: (task: TaskListItem, tasks: readonly TaskListItem[]) => ReactNode;
}

/** The columns of a task list; the sortable ones are those of spec section 4. */
export function taskColumns({ withAssignee, actions }: TaskColumnsOptions): DataTableColumn<TaskListItem>[] {
  return [
    {
      id: 'title',
      label: 'Title',
      sortable: true,
      render: (task) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 120 }}>
            {task.TaskTitle}
          </Typography>
          {/* On a phone the other columns are hidden; the title carries the essentials instead. */}
          <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
            {withAssignee ? `${task.AssignedToFInitialLastName}, ` : ''}
            {task.DueDate ? 'due ' : 'assigned '}
            <NoWrap>{formatDate(task.DueDate ?? task.AssignedDate)}</NoWrap>
          </Typography>
        </>
      ),
    },
    ...(withAssignee
      ? [
          {
            id: 'assignee',
            label: 'Assigned To',
            sortable: true,
            hideOnPhone: true,
            render: (task: TaskListItem) => task.AssignedToFInitialLastName,
          },
        ]
      : []),
    {
      id: 'assignedDate',
      label: 'Assigned Date',
      sortable: true,
      hideOnPhone: true,
      noWrap: true,
      render: (task) => formatDate(task.AssignedDate),
    },
    {
      id: 'dueDate',
      label: 'Due Date',
      hideOnPhone: true,
      noWrap: true,
      render: (task) => (task.DueDate ? formatDate(task.DueDate) : ''),
    },
    {
      id: 'team',
      label: 'Team',
      sortable: true,
      hideOnPhone: true,
      longText: true,
      render: (task) => task.TeamName,
    },
    {
      id: 'goal',
      label: 'Goal',
      sortable: true,
      hideOnPhone: true,
      longText: true,
      render: (task) => task.AssociatedGoal,
    },
    { id: 'status', label: 'Status', sortable: true, render: (task) => task.TaskStatus },
    { id: 'actions', label: 'Actions', align: 'right', render: actions },
  ];
}
