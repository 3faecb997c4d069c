import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyTemplateResponse } from '@shared/schemas/agenda-templates';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** agenda/applyTemplate/{agendaId}/{templateId}: the template's items after the agenda's last. */
export const applyTemplate = ({ agendaId, templateId }: { agendaId: string; templateId: string }) =>
  api.post<ApplyTemplateResponse>(
    `/agenda/applyTemplate/${encodeURIComponent(agendaId)}/${encodeURIComponent(templateId)}`,
  );

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
