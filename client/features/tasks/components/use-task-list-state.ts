import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { TaskSort, type TaskSortColumn } from '@shared/schemas/tasks';
import type { DataTablePaging, DataTableSort } from '../../../components/data-table';
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
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'assignedDate', direction: 'asc' });

  const query: TaskListQuery = {
    Page: page,
    PageSize: pageSize,
    Sort: TASK_SORT_COLUMNS[sort.columnId] ?? TaskSort.AssignedDate,
    SortDirection: sort.direction,
  };
  const onSortChange = (next: DataTableSort) => {
    setSort(next);
    setPage(0);
  };
  const paging = (totalCount: number): DataTablePaging => ({
    page,
    pageSize,
    totalCount,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(0);
    },
  });
  return { query, sort, onSortChange, paging };
}
