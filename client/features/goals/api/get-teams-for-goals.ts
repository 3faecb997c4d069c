import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** goal/getTeamsForGoals: the teams the caller may give a team goal (the server's rule). */
export const getTeamsForGoals = (signal?: AbortSignal) =>
  api.get<Option[]>('/goal/getTeamsForGoals', { signal });

export const getTeamsForGoalsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.teamOptions(), queryFn: ({ signal }) => getTeamsForGoals(signal) });

export const useTeamsForGoals = () => useQuery(getTeamsForGoalsQueryOptions());
