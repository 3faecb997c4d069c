import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

/** meeting/getById/{id}: the meeting as the form edits it, with AllowedToEdit. */
export const getMeeting = (meetingId: string, signal?: AbortSignal) =>
  api.get<MeetingDetail>(`/meeting/getById/${encodeURIComponent(meetingId)}`, { signal });

export const getMeetingQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: ({ signal }) => getMeeting(meetingId, signal),
    ...FRESH_FOR_A_FORM,
  });

/** Disabled for a new meeting: there is nothing to load. */
export const useMeeting = (meetingId: string, enabled: boolean) =>
  useQuery({ ...getMeetingQueryOptions(meetingId), enabled });
