import { useQuery } from '@tanstack/react-query';
import { NEW_ID_STRING } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import { toQueryString } from '../../../lib/query-string';
import { optionQueryOptions } from './option-query';

/**
 * Who a task can be assigned to: for an existing task the members of its team; for a new one ('0') the
 * members of teamId, or of every team of the caller when teamId is '0'.
 */
export const getAssignableUsersQueryOptions = (taskId: string, teamId = NEW_ID_STRING) =>
  optionQueryOptions<Option[]>(
    'assignable-users',
    `/user/getAssignableUsersByTaskId/${encodeURIComponent(taskId)}${toQueryString({
      TeamId: teamId === NEW_ID_STRING ? undefined : teamId,
    })}`,
    [taskId, teamId],
  );

export const useAssignableUsers = (taskId: string, teamId: string | undefined, enabled: boolean) =>
  useQuery({ ...getAssignableUsersQueryOptions(taskId, teamId), enabled });
