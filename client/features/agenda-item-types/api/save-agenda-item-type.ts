import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaItemType, SaveAgendaItemTypeRequest } from '@shared/schemas/agenda-item-types';
import { api } from '../../../lib/api-client';
import { agendaItemTypesQueryKey } from './get-agenda-item-types';

/** Creates a type (Id '0') or changes one. */
export const saveAgendaItemType = (body: SaveAgendaItemTypeRequest): Promise<AgendaItemType> =>
  api.post<AgendaItemType>('/agendaitemtype/save', body);

export function useSaveAgendaItemType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgendaItemType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaItemTypesQueryKey }),
  });
}
