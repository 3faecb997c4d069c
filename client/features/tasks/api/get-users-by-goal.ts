import { useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { optionQueryOptions } from './option-query';

/** The members of a team goal's team who can be assigned its tasks. */
export const getUsersByGoalQueryOptions = (goalId: string) =>
  optionQueryOptions<Option[]>('users-by-goal', `/user/getByGoalId/${encodeURIComponent(goalId)}`, [goalId]);

export const useUsersByGoal = (goalId: string, enabled: boolean) =>
  useQuery({ ...getUsersByGoalQueryOptions(goalId), enabled });
