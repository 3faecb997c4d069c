import { useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { optionQueryOptions } from './option-query';

/** Open team goals of a meeting's teams. */
export const getGoalsByMeetingQueryOptions = (meetingId: string) =>
  optionQueryOptions<Option[]>('goals-by-meeting', `/goal/getByMeetingId/${encodeURIComponent(meetingId)}`, [
    meetingId,
  ]);

/** Loads nothing until a meeting is chosen. */
export const useGoalsByMeeting = (meetingId: string | null) =>
  useQuery({ ...getGoalsByMeetingQueryOptions(meetingId ?? ''), enabled: meetingId !== null });
