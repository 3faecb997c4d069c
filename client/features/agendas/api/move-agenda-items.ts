import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SaveExistingMeetingWithAgendaItemsRequest,
  SaveMeetingResponse,
  SaveWithAgendaItemsRequest,
} from '@shared/schemas/meetings';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';

/** Where ticked items go: an existing upcoming meeting, or a meeting created with them. */
export type MoveAgendaItemsRequest =
  | { kind: 'existing'; body: SaveExistingMeetingWithAgendaItemsRequest }
  | { kind: 'new'; body: SaveWithAgendaItemsRequest };

export const moveAgendaItems = (request: MoveAgendaItemsRequest): Promise<SaveMeetingResponse> =>
  request.kind === 'existing'
    ? api.post<SaveMeetingResponse>('/meeting/saveExistingMeetingWithAgendaItems', request.body)
    : api.post<SaveMeetingResponse>('/meeting/saveWithAgendaItems', request.body);

/** Answers the target meeting (its Subject names it in the toast). */
export function useMoveAgendaItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAgendaItems,
    // Two agendas change, a meeting may be new, and the items' tasks follow them to the other meeting.
    onSuccess: () =>
      Promise.all(
        [[QueryRoot.meetings], [QueryRoot.tasks]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
