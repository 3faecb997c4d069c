import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostAgendaResponse } from '@shared/schemas/agendas';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';

/** Posts the agenda and e-mails the meeting's people; answers whom. */
export const postAgenda = (agendaId: string): Promise<PostAgendaResponse> =>
  api.post<PostAgendaResponse>(`/agenda/postMeetingAgenda/${encodeURIComponent(agendaId)}`);

export function usePostAgenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAgenda,
    // The agenda and the meeting lists (IsAgendaPosted) sit under the meetings root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QueryRoot.meetings] }),
  });
}
