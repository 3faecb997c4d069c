import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { meetingKeys } from './keys';

/** meeting/delete/{id} (Cancel): answers the deleted meeting's id. */
export const deleteMeeting = (meetingId: string) =>
  api.delete<string>(`/meeting/delete/${encodeURIComponent(meetingId)}`);

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    // The meeting's tasks stay, without their meeting: task lists name it.
    onSuccess: () =>
      Promise.all(
        [meetingKeys.all, [QueryRoot.tasks]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
