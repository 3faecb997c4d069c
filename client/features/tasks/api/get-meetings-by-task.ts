import { useQuery } from '@tanstack/react-query';
import type { MeetingOption } from '@shared/schemas/meetings';
import { optionQueryOptions } from './option-query';

/** Meetings of a task's team, with the task's own meeting. */
export const getMeetingsByTaskQueryOptions = (taskId: string) =>
  optionQueryOptions<MeetingOption[]>(
    'meetings-by-task',
    `/meeting/getByTaskId/${encodeURIComponent(taskId)}`,
    [taskId],
  );

export const useMeetingsByTask = (taskId: string) => useQuery(getMeetingsByTaskQueryOptions(taskId));
