import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agendaItemTypesQueryKey } from './get-agenda-item-types';

/** Answers the deleted type's id; a type in use answers 409 with the reason. */
export const deleteAgendaItemType = (typeId: string): Promise<string> =>
  api.delete<string>(`/agendaitemtype/delete/${encodeURIComponent(typeId)}`);

export function useDeleteAgendaItemType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaItemType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaItemTypesQueryKey }),
  });
}
