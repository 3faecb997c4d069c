import { QueryRoot } from '../../../lib/query-roots';

/** Query keys of the tasks feature; a task change invalidates the whole family. */
export const taskKeys = {
  all: [QueryRoot.tasks] as const,
  dashboard: (query: object) => [QueryRoot.tasks, 'dashboard', query] as const,
  /** A goal's or a meeting's paged list; the source is { goalId } or { meetingId }. */
  list: (source: object, list: string, query: object) =>
    [QueryRoot.tasks, 'list', source, list, query] as const,
  detail: (taskId: string) => [QueryRoot.tasks, 'detail', taskId] as const,
  notes: (taskId: string) => [QueryRoot.tasks, 'notes', taskId] as const,
  options: (list: string, ...ids: string[]) => [QueryRoot.tasks, 'options', list, ...ids] as const,
};

/**
 * Lists elsewhere in the app whose numbers count tasks (a goal's completion, a meeting's task counts):
 * a task change marks them stale too, so they do not show old numbers for up to the cache's stale time.
 */
export const taskCountingKeys = [taskKeys.all, [QueryRoot.goals], [QueryRoot.meetings]] as const;
