import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meeting/getById/{id}: the meeting as the form edits it, with AllowedToEdit. */
export const getMeeting = (meetingId: string, signal?: AbortSignal) =>
  api.get<MeetingDetail>(`/meeting/getById/${encodeURIComponent(meetingId)}`, { signal });

export const getMeetingQueryOptions = (meetingId: string) =>
  queryOptions({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: ({ signal }) => getMeeting(meetingId, signal),
    // A form starts from what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });

/** Disabled for a new meeting: there is nothing to load. */
export const useMeeting = (meetingId: string, enabled: boolean) =>
  useQuery({ ...getMeetingQueryOptions(meetingId), enabled });
