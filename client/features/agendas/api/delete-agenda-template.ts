import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agendaKeys } from './keys';

/** Answers the deleted template's id; series that named it make their later meetings without it. */
export const deleteAgendaTemplate = (templateId: string): Promise<string> =>
  api.delete<string>(`/agendaTemplate/delete/${encodeURIComponent(templateId)}`);

export function useDeleteAgendaTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgendaTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.templateLists }),
  });
}
