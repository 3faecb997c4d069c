import { TaskSort, type TaskSortColumn } from '@shared/constants';
import type { DataTableSort } from '../../../components/data-table';
import { firstTableState, type TableState, useTableState } from '../../../hooks/use-table-state';
import type { TaskListQuery } from '../api/task-list-query';

/** The table's sortable column ids and the server's sort names (spec section 4: task list sorting). */
export const TASK_SORT_COLUMNS: Record<string, TaskSortColumn> = {
  title: TaskSort.Title,
  assignedDate: TaskSort.AssignedDate,
  team: TaskSort.Team,
  status: TaskSort.Status,
  goal: TaskSort.Goal,
  assignee: TaskSort.AssignedTo,
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

/** A team's tasks read best by member. */
export const BY_ASSIGNEE = { columnId: 'assignee', direction: 'asc' } as const;

/** Page, page size and sort of a server-paged task list. */
export function useTaskListState(firstSort: DataTableSort = FIRST_SORT) {
  const table = useTableState(firstSort);
  return { ...table, query: taskListQuery(table) };
}
