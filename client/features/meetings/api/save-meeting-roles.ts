import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveMeetingRolesRequest } from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './keys';

/** meeting/saveRoles/{meetingId}: the facilitator, timekeeper and norms keeper. */
export const saveMeetingRoles = ({ meetingId, body }: { meetingId: string; body: SaveMeetingRolesRequest }) =>
  api.post<SaveMeetingRolesRequest>(`/meeting/saveRoles/${encodeURIComponent(meetingId)}`, body);

export function useSaveMeetingRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
