import type { TaskSortColumn } from '@shared/constants';

/** The query of every paged task list (TaskListQuerySchema without the search box). */
export interface TaskListQuery {
  Page: number;
  PageSize: number;
  Sort: TaskSortColumn;
  SortDirection: 'asc' | 'desc';
}
