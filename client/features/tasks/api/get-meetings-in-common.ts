import { useQuery } from '@tanstack/react-query';
import type { MeetingOption } from '@shared/schemas/meetings';
import { optionQueryOptions } from './option-query';

/** Meetings of the teams the caller and the assignee share. */
export const getMeetingsInCommonQueryOptions = (userId: string) =>
  optionQueryOptions<MeetingOption[]>(
    'meetings-in-common',
    `/meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment/${encodeURIComponent(userId)}`,
    [userId],
  );

export const useMeetingsInCommon = (userId: string, enabled: boolean) =>
  useQuery({ ...getMeetingsInCommonQueryOptions(userId), enabled });
