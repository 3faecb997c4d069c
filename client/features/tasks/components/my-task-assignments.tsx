import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TaskMessages } from '@shared/messages';
import { DataTable } from '../../../components/data-table';
import { useFocusTarget } from '../../../hooks/use-focus-target';
import { errorMessage } from '../../../lib/api-error';
import { useMyDashboardTasks } from '../api/get-my-dashboard-tasks';
import { TaskActions } from './task-actions';
import { taskColumns } from './task-columns';
import { useTaskDeletion } from './use-task-deletion';
import { useTaskListState } from './use-task-list-state';
import { useTaskStatusActions } from './use-task-status-actions';

/**
 * The dashboard's My Task Assignments: the caller's open tasks, each completed with one click, and deleted
 * (after a confirmation) where the server allows it.
 */
export function MyTaskAssignments() {
  const { query, sort, onSortChange, paging } = useTaskListState();
  const tasks = useMyDashboardTasks(query);
  const status = useTaskStatusActions();
  // The deleted row's button is gone: focus goes to the list's heading.
  const { ref: headingRef, focus: focusHeading } = useFocusTarget<HTMLHeadingElement>();
  const deletion = useTaskDeletion(TaskMessages.assignmentDeleted, focusHeading);

  const columns = taskColumns({
    withAssignee: false,
    actions: (task, tasks) => (
      <TaskActions
        task={task}
        tasks={tasks}
        list="dashboard"
        busy={status.busyTaskId === task.TaskId}
        onComplete={status.complete}
        onMoveToInProgress={status.moveToInProgress}
        onDelete={deletion.request}
      />
    ),
  });

  return (
    <Stack component="section" spacing={2} aria-labelledby="my-task-assignments">
      <Typography id="my-task-assignments" variant="h2" ref={headingRef} tabIndex={-1}>
        My Task Assignments
      </Typography>
      {tasks.isError ? (
        <Alert severity="error">{errorMessage(tasks.error)}</Alert>
      ) : (
        <DataTable
          caption="My Task Assignments"
          columns={columns}
          rows={tasks.data?.Items}
          getRowKey={(task) => task.TaskId}
          isLoading={tasks.isFetching}
          emptyMessage={TaskMessages.noTaskAssignments}
          sort={sort}
          onSortChange={onSortChange}
          paging={paging(tasks.data?.TotalCount ?? 0)}
        />
      )}
      {deletion.dialog}
    </Stack>
  );
}
