import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaTemplate, SaveAgendaTemplateRequest } from '@shared/schemas/agenda-templates';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Creates a template (Id '0') or replaces one's name and items; a stale Version answers 409. */
export const saveAgendaTemplate = (body: SaveAgendaTemplateRequest): Promise<AgendaTemplate> =>
  api.post<AgendaTemplate>('/agendaTemplate/save', body);

export function useSaveAgendaTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgendaTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.templateLists }),
  });
}
