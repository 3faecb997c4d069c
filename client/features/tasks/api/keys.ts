/** Query keys of the tasks feature; a task change invalidates the whole family. */
export const taskKeys = {
  all: ['tasks'] as const,
  dashboard: (query: object) => ['tasks', 'dashboard', query] as const,
  goalTasks: (goalId: string, list: string, query: object) => ['tasks', 'goal', goalId, list, query] as const,
  teamGoal: (goalId: string) => ['tasks', 'team-goal', goalId] as const,
  detail: (taskId: string) => ['tasks', 'detail', taskId] as const,
  notes: (taskId: string) => ['tasks', 'notes', taskId] as const,
  options: (list: string, ...ids: string[]) => ['tasks', 'options', list, ...ids] as const,
};

/**
 * Lists elsewhere in the app whose numbers count tasks (a goal's completion, a meeting's task counts):
 * a task change marks them stale too, so they do not show old numbers for up to the cache's stale time.
 */
export const taskCountingKeys = [taskKeys.all, ['goals'], ['meetings']] as const;
