import { useQuery } from '@tanstack/react-query';
import { NEW_ID_STRING } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import { toQueryString } from '../../../lib/query-string';
import { optionQueryOptions } from './option-query';

/** Open team goals of the teams the caller may assign the user in; only teamId's when it is not '0'. */
export const getGoalsByUserQueryOptions = (userId: string, teamId: string) =>
  optionQueryOptions<Option[]>(
    'goals-by-user',
    `/goal/getByUserId/${encodeURIComponent(userId)}${toQueryString({
      TeamId: teamId === NEW_ID_STRING ? undefined : teamId,
    })}`,
    [userId, teamId],
  );

export const useGoalsByUser = (userId: string, teamId: string, enabled: boolean) =>
  useQuery({ ...getGoalsByUserQueryOptions(userId, teamId), enabled });
