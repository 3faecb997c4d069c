import { TaskSort, type TaskSortColumn } from '@shared/constants';
import { firstTableState, type TableState, useTableState } from '../../../hooks/use-table-state';
import type { TaskListQuery } from '../api/task-list-query';

/** The table's sortable column ids and the server's sort names (spec section 4: task list sorting). */
export const TASK_SORT_COLUMNS: Record<string, TaskSortColumn> = {
  title: TaskSort.Title,
  assignedDate: TaskSort.AssignedDate,
  team: TaskSort.Team,
  status: TaskSort.Status,
  goal: TaskSort.Goal,
};

/** By assigned date ascending at first. */
const FIRST_SORT = { columnId: 'assignedDate', direction: 'asc' } as const;

const taskListQuery = ({ page, pageSize, sort }: TableState): TaskListQuery => ({
  Page: page,
  PageSize: pageSize,
  Sort: TASK_SORT_COLUMNS[sort.columnId] ?? TaskSort.AssignedDate,
  SortDirection: sort.direction,
});

/** What a task list asks for first, so a route can start that request before the list renders. */
export const firstTaskListQuery = (): TaskListQuery => taskListQuery(firstTableState(FIRST_SORT));

/** Page, page size and sort of a server-paged task list. */
export function useTaskListState() {
  const table = useTableState(FIRST_SORT);
  return { ...table, query: taskListQuery(table) };
}
