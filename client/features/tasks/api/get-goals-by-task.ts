import { useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { optionQueryOptions } from './option-query';

/** Open team goals of a task's team, with the task's own goal. */
export const getGoalsByTaskQueryOptions = (taskId: string) =>
  optionQueryOptions<Option[]>('goals-by-task', `/goal/getByTaskId/${encodeURIComponent(taskId)}`, [taskId]);

export const useGoalsByTask = (taskId: string) => useQuery(getGoalsByTaskQueryOptions(taskId));
