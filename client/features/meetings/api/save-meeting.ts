import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveMeetingRequest, SaveMeetingResponse } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meeting/save: the empty GUID creates the meeting. */
export const saveMeeting = (body: SaveMeetingRequest) => api.post<SaveMeetingResponse>('/meeting/save', body);

export function useSaveMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
