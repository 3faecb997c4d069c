import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';

/** agendaitem/setFinished/{id}: an unfinished item is offered to the team's next meeting. */
export const setFinished = ({ itemId, finished }: { itemId: string; finished: boolean }) =>
  api.post<{ Id: string; IsFinished: boolean }>(`/agendaitem/setFinished/${encodeURIComponent(itemId)}`, {
    Finished: finished,
  });

export function useSetFinished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFinished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QueryRoot.meetings] }),
  });
}
