import type { QueryClient } from '@tanstack/react-query';
import { taskCountingKeys } from './keys';

/** Marks every list that shows or counts tasks as stale after a task changed. */
export const invalidateTaskLists = (queryClient: QueryClient) =>
  Promise.all(taskCountingKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
