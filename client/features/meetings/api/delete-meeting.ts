import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { meetingKeys } from './keys';

/** meeting/delete/{id} (Cancel): answers the deleted meeting's id. */
export const deleteMeeting = (meetingId: string) =>
  api.delete<string>(`/meeting/delete/${encodeURIComponent(meetingId)}`);

/**
 * `onDeleted` runs before the lists refresh: a screen showing the meeting itself leaves it there, or its
 * refresh would find the meeting gone (404) and replace the screen before the user is taken away.
 */
export function useDeleteMeeting(onDeleted?: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    // The meeting's tasks stay, without their meeting: task lists name it.
    onSuccess: async () => {
      await onDeleted?.();
      await Promise.all(
        [meetingKeys.all, [QueryRoot.tasks]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
