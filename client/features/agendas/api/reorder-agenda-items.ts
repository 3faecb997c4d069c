import type {
  Agenda,
  AgendaItemOrder,
  AgendaViewItem,
  ReorderAgendaItemsRequest,
} from '@shared/schemas/agendas';
import { useOptimisticReorder } from '../../../hooks/use-optimistic-reorder';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Sends the agenda's whole new order; the server applies it in one transaction. */
export const reorderAgendaItems = (body: ReorderAgendaItemsRequest): Promise<AgendaItemOrder[]> =>
  api.post<AgendaItemOrder[]>('/agendaitem/reorder', body);

/** The items in their new order at once; the old order back if the server refuses. */
export const useReorderAgendaItems = (meetingId: string) =>
  useOptimisticReorder({
    queryKey: agendaKeys.agenda(meetingId),
    send: (items: AgendaViewItem[]) =>
      reorderAgendaItems({
        ReorderItems: items.map((item, index) => ({ AgendaItemId: item.Id, NewDisplayOrder: index + 1 })),
      }),
    apply: (agenda: Agenda, items) => ({
      ...agenda,
      AgendaItems: items.map((item, index) => ({ ...item, OrderId: index + 1 })),
    }),
  });
