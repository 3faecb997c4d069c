import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaItemType } from '@shared/schemas/agenda-item-types';
import { api } from '../../../lib/api-client';

export const agendaItemTypesQueryKey = ['agenda-item-types'] as const;

export const getAgendaItemTypes = (signal?: AbortSignal): Promise<AgendaItemType[]> =>
  api.get<AgendaItemType[]>('/agendaitemtype/getAgendaItemTypes', { signal });

export const getAgendaItemTypesQueryOptions = () =>
  queryOptions({ queryKey: agendaItemTypesQueryKey, queryFn: ({ signal }) => getAgendaItemTypes(signal) });

/** The school's agenda item types, each with whether an agenda item uses it. */
export const useAgendaItemTypes = () => useQuery(getAgendaItemTypesQueryOptions());
