import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarryOverRequest, CarryOverResponse } from '@shared/schemas/carry-over';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** agenda/carryOver/{agendaId}: the chosen (or all) unfinished items of the last meeting. */
export const carryOver = ({ agendaId, body }: { agendaId: string; body: CarryOverRequest }) =>
  api.post<CarryOverResponse>(`/agenda/carryOver/${encodeURIComponent(agendaId)}`, body);

export function useCarryOverItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: carryOver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
