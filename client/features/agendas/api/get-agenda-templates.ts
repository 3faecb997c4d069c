import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaTemplate } from '@shared/schemas/agenda-templates';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** agendaTemplate/getAll?TeamId=: the school's templates and the team's. */
export const getAgendaTemplates = (teamId: string, signal?: AbortSignal) =>
  api.get<AgendaTemplate[]>(`/agendaTemplate/getAll?TeamId=${encodeURIComponent(teamId)}`, { signal });

export const getAgendaTemplatesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: agendaKeys.templates(teamId),
    queryFn: ({ signal }) => getAgendaTemplates(teamId, signal),
  });

export const useAgendaTemplates = (teamId: string | null) =>
  useQuery({ ...getAgendaTemplatesQueryOptions(teamId ?? ''), enabled: teamId !== null });
