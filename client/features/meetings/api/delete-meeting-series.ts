import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { meetingKeys } from './keys';

/** meetingSeries/delete/{id}: the coming meetings go; past ones stay as single meetings. */
export const deleteMeetingSeries = (seriesId: string) =>
  api.delete<string>(`/meetingSeries/delete/${encodeURIComponent(seriesId)}`);

/** `onDeleted` runs before the lists refresh, so the series screen leaves before its query finds it gone. */
export function useDeleteMeetingSeries(onDeleted: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeetingSeries,
    onSuccess: async () => {
      await onDeleted();
      await Promise.all(
        [meetingKeys.all, [QueryRoot.tasks]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
