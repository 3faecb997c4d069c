import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaItem, SaveAgendaItemRequest } from '@shared/schemas/agendas';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Adds an item (Id '0', placed last) or changes one. */
export const saveAgendaItem = (body: SaveAgendaItemRequest): Promise<AgendaItem> =>
  api.post<AgendaItem>('/agendaitem/save', body);

export function useSaveAgendaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgendaItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
