import { TaskSort, type TaskSortColumn } from '@shared/constants';
import { useTableState } from '../../../hooks/use-table-state';
import type { TaskListQuery } from '../api/task-list-query';

/** The table's sortable column ids and the server's sort names (spec section 4: task list sorting). */
export const TASK_SORT_COLUMNS: Record<string, TaskSortColumn> = {
  title: TaskSort.Title,
  assignedDate: TaskSort.AssignedDate,
  team: TaskSort.Team,
  status: TaskSort.Status,
  goal: TaskSort.Goal,
};

/** Page, page size and sort of a server-paged task list; by assigned date ascending at first. */
export function useTaskListState() {
  const table = useTableState({ columnId: 'assignedDate', direction: 'asc' });
  const query: TaskListQuery = {
    Page: table.page,
    PageSize: table.pageSize,
    Sort: TASK_SORT_COLUMNS[table.sort.columnId] ?? TaskSort.AssignedDate,
    SortDirection: table.sort.direction,
  };
  return { ...table, query };
}
