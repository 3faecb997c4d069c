import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamUser } from '@shared/schemas/agendas';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

export const getTeamUsers = (agendaId: string, signal?: AbortSignal): Promise<TeamUser[]> =>
  api.get<TeamUser[]>(`/agenda/getListOfTeamUsersByAgendaId/${encodeURIComponent(agendaId)}`, { signal });

export const getTeamUsersQueryOptions = (agendaId: string) =>
  queryOptions({
    queryKey: agendaKeys.teamUsers(agendaId),
    queryFn: ({ signal }) => getTeamUsers(agendaId, signal),
  });

/** The facilitator choices: the staff and partners of the meeting's teams. */
export const useTeamUsers = (agendaId: string) => useQuery(getTeamUsersQueryOptions(agendaId));
