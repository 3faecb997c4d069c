import { useQuery } from '@tanstack/react-query';
import { NEW_ID_STRING } from '@shared/constants';
import type { MeetingOption } from '@shared/schemas/meetings';
import { toQueryString } from '../../../lib/query-string';
import { optionQueryOptions } from './option-query';

/** Meetings of the teams the caller and the assignee share; only teamId's when it is not '0'. */
export const getMeetingsInCommonQueryOptions = (userId: string, teamId: string) =>
  optionQueryOptions<MeetingOption[]>(
    'meetings-in-common',
    `/meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment/${encodeURIComponent(
      userId,
    )}${toQueryString({ TeamId: teamId === NEW_ID_STRING ? undefined : teamId })}`,
    [userId, teamId],
  );

export const useMeetingsInCommon = (userId: string, teamId: string, enabled: boolean) =>
  useQuery({ ...getMeetingsInCommonQueryOptions(userId, teamId), enabled });
