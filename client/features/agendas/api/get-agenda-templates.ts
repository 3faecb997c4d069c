import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaTemplate } from '@shared/schemas/agenda-templates';
import { api } from '../../../lib/api-client';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';
import { toQueryString } from '../../../lib/query-string';
import { agendaKeys } from './keys';

/**
 * agendaTemplate/getAll?TeamId=: the school's templates and the team's; without a team, the school's and
 * those of the caller's teams (an admin's: every team's).
 */
export const getAgendaTemplates = (teamId: string | undefined, signal?: AbortSignal) =>
  api.get<AgendaTemplate[]>(`/agendaTemplate/getAll${toQueryString({ TeamId: teamId })}`, { signal });

export const getAgendaTemplatesQueryOptions = (teamId: string | undefined) =>
  queryOptions({
    queryKey: agendaKeys.templates(teamId),
    queryFn: ({ signal }) => getAgendaTemplates(teamId, signal),
  });

/** The templates a team's meetings can use; off until a team is chosen. */
export const useAgendaTemplates = (teamId: string | null) =>
  useQuery({ ...getAgendaTemplatesQueryOptions(teamId ?? undefined), enabled: teamId !== null });

/** The templates screen's list: a team's and the school's, or every template the caller sees. */
export const useAgendaTemplateList = (teamId: string | undefined) =>
  useQuery(getAgendaTemplatesQueryOptions(teamId));

/**
 * One template for its editor (off for a new one), null when the caller cannot see it. The API reads
 * templates only as a list, so this is the list read afresh: the form and the Version it sends start from
 * what the server holds now.
 */
export const useAgendaTemplate = (templateId: string | null, teamId: string | undefined) =>
  useQuery({
    queryKey: agendaKeys.template(templateId ?? '', teamId),
    queryFn: async ({ signal }) =>
      (await getAgendaTemplates(teamId, signal)).find((template) => template.Id === templateId) ?? null,
    enabled: templateId !== null,
    ...FRESH_FOR_A_FORM,
  });
