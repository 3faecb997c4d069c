import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TaskMessages } from '@shared/messages';
import { DataTable, type DataTableSort } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { errorMessage } from '../../../lib/api-error';
import {
  type TaskListPage,
  type TaskListSource,
  type TaskListStatus,
  taskListQueryOptions,
} from '../api/get-task-list';
import { TaskActions } from './task-actions';
import { taskColumns } from './task-columns';
import { useTaskDeletion } from './use-task-deletion';
import { useTaskListState } from './use-task-list-state';
import { useTaskStatusActions } from './use-task-status-actions';

interface TaskListProps {
  source: TaskListSource;
  list: TaskListStatus;
  caption: string;
  emptyAction?: PageAction;
  /** The list's first order (by assigned date unless given). */
  firstSort?: DataTableSort;
  /** Told each page that arrives: a team's pages carry the caller's right to download the team's tasks. */
  onPage?: (page: TaskListPage) => void;
}

/**
 * One tab of /teamTasks or /meetingTasks: a goal's, a team's or a meeting's active or completed tasks,
 * sortable and paged on the server.
 */
export function TaskList({ source, list, caption, emptyAction, firstSort, onPage }: TaskListProps) {
  const { query, sort, onSortChange, paging } = useTaskListState(firstSort);
  const tasks = useQuery(taskListQueryOptions(source, list, query));
  const page = tasks.isPlaceholderData ? undefined : tasks.data;
  useEffect(() => {
    if (page) onPage?.(page);
  }, [page, onPage]);
  const status = useTaskStatusActions();
  const deletion = useTaskDeletion(TaskMessages.taskDeleted);

  if (tasks.isError) return <Alert severity="error">{errorMessage(tasks.error)}</Alert>;

  const columns = taskColumns({
    withAssignee: true,
    actions: (task, tasks) => (
      <TaskActions
        task={task}
        tasks={tasks}
        list={list}
        busy={status.busyTaskId === task.TaskId}
        onComplete={status.complete}
        onMoveToInProgress={status.moveToInProgress}
        onDelete={deletion.request}
      />
    ),
  });

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={tasks.data?.Items}
        getRowKey={(task) => task.TaskId}
        isLoading={tasks.isFetching}
        emptyMessage={TaskMessages.noTasks}
        emptyAction={emptyAction}
        sort={sort}
        onSortChange={onSortChange}
        paging={paging(tasks.data?.TotalCount ?? 0)}
      />
      {deletion.dialog}
    </>
  );
}
