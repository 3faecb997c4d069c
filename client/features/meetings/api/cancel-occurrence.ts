import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingOccurrence } from '@shared/schemas/meeting-series';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meetingSeries/cancelOccurrence/{meetingId}: the meeting stays, marked cancelled, with its notes. */
export const cancelOccurrence = (meetingId: string) =>
  api.post<MeetingOccurrence>(`/meetingSeries/cancelOccurrence/${encodeURIComponent(meetingId)}`);

export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOccurrence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
