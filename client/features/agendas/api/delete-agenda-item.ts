import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { agendaKeys } from './keys';

/** Answers the deleted item's id. */
export const deleteAgendaItem = (itemId: string): Promise<string> =>
  api.delete<string>(`/agendaitem/delete/${encodeURIComponent(itemId)}`);

export function useDeleteAgendaItem(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaItem,
    // The item's tasks lose their agenda item, so the task lists go stale too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.agenda(meetingId) }),
        queryClient.invalidateQueries({ queryKey: [QueryRoot.tasks] }),
      ]),
  });
}
