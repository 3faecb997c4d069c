import { useQuery } from '@tanstack/react-query';
import type { MeetingOption } from '@shared/schemas/meetings';
import { optionQueryOptions } from './option-query';

/** Meetings of a team goal's team. */
export const getMeetingsByGoalQueryOptions = (goalId: string) =>
  optionQueryOptions<MeetingOption[]>(
    'meetings-by-goal',
    `/meeting/getByGoalId/${encodeURIComponent(goalId)}`,
    [goalId],
  );

export const useMeetingsByGoal = (goalId: string, enabled: boolean) =>
  useQuery({ ...getMeetingsByGoalQueryOptions(goalId), enabled });
