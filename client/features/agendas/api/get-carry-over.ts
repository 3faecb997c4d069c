import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarryOverOffer } from '@shared/schemas/carry-over';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** agenda/getCarryOver/{agendaId}: "From last meeting". */
export const getCarryOver = (agendaId: string, signal?: AbortSignal) =>
  api.get<CarryOverOffer>(`/agenda/getCarryOver/${encodeURIComponent(agendaId)}`, { signal });

export const getCarryOverQueryOptions = (agendaId: string) =>
  queryOptions({
    queryKey: agendaKeys.carryOver(agendaId),
    queryFn: ({ signal }) => getCarryOver(agendaId, signal),
  });

export const useCarryOver = (agendaId: string) => useQuery(getCarryOverQueryOptions(agendaId));
