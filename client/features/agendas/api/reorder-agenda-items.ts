import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Agenda,
  AgendaItemOrder,
  AgendaViewItem,
  ReorderAgendaItemsRequest,
} from '@shared/schemas/agendas';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Sends the agenda's whole new order; the server applies it in one transaction. */
export const reorderAgendaItems = (body: ReorderAgendaItemsRequest): Promise<AgendaItemOrder[]> =>
  api.post<AgendaItemOrder[]>('/agendaitem/reorder', body);

/**
 * Shows the new order at once (the dragged row must not jump back while the request runs), puts the old
 * one back if the server refuses, and reloads either way.
 */
export function useReorderAgendaItems(meetingId: string) {
  const queryClient = useQueryClient();
  const queryKey = agendaKeys.agenda(meetingId);
  return useMutation({
    // One move at a time, in the order made, so a slow request never lands after a later one.
    scope: { id: `agenda-reorder-${meetingId}` },
    mutationFn: (items: AgendaViewItem[]) =>
      reorderAgendaItems({
        ReorderItems: items.map((item, index) => ({ AgendaItemId: item.Id, NewDisplayOrder: index + 1 })),
      }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Agenda>(queryKey);
      if (previous) {
        queryClient.setQueryData<Agenda>(queryKey, {
          ...previous,
          AgendaItems: items.map((item, index) => ({ ...item, OrderId: index + 1 })),
        });
      }
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
