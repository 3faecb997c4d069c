import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

/**
 * The query of one select's choices on the task forms. The lists change with other people's work
 * (new meetings, new members), so each form opening reads them afresh.
 */
export const optionQueryOptions = <T>(list: string, path: string, ids: string[]) =>
  queryOptions({
    queryKey: taskKeys.options(list, ...ids),
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    staleTime: 0,
  });
