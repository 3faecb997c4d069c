import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamGoal } from '@shared/schemas/goals';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** A team goal with the caller's rights: the heading of its tasks page and the assign form's goal. */
export const getTeamGoal = (goalId: string, signal?: AbortSignal) =>
  api.get<TeamGoal>(`/goal/getById/${encodeURIComponent(goalId)}`, { signal });

export const getTeamGoalQueryOptions = (goalId: string) =>
  queryOptions({
    queryKey: taskKeys.teamGoal(goalId),
    queryFn: ({ signal }) => getTeamGoal(goalId, signal),
    // Whether the goal still takes tasks changes on the Team Goals screen, outside this feature's keys.
    staleTime: 0,
  });

export const useTeamGoal = (goalId: string, enabled = true) =>
  useQuery({ ...getTeamGoalQueryOptions(goalId), enabled });
