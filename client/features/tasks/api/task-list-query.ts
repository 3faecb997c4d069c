import type { TaskSortColumn } from '@shared/schemas/tasks';

/** The query of every paged task list (TaskListQuerySchema without the search box). */
export interface TaskListQuery {
  Page: number;
  PageSize: number;
  Sort: TaskSortColumn;
  SortDirection: 'asc' | 'desc';
}
