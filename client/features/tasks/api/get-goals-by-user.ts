import { useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { optionQueryOptions } from './option-query';

/** Open team goals of the teams the caller and the user share. */
export const getGoalsByUserQueryOptions = (userId: string) =>
  optionQueryOptions<Option[]>('goals-by-user', `/goal/getByUserId/${encodeURIComponent(userId)}`, [userId]);

export const useGoalsByUser = (userId: string, enabled: boolean) =>
  useQuery({ ...getGoalsByUserQueryOptions(userId), enabled });
