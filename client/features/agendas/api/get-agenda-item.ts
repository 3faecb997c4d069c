import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaItem } from '@shared/schemas/agendas';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

export const getAgendaItem = (itemId: string, signal?: AbortSignal): Promise<AgendaItem> =>
  api.get<AgendaItem>(`/agendaitem/getById/${encodeURIComponent(itemId)}`, { signal });

export const getAgendaItemQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: agendaKeys.item(itemId),
    queryFn: ({ signal }) => getAgendaItem(itemId, signal),
    ...FRESH_FOR_A_FORM,
  });

/** An agenda item to edit; disabled for a new one. */
export const useAgendaItem = (itemId: string | null) =>
  useQuery({ ...getAgendaItemQueryOptions(itemId ?? ''), enabled: itemId !== null });
