import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** Answers the deleted note's id. */
export const deleteTaskNote = (noteId: string) =>
  api.delete<string>(`/tasknote/delete/${encodeURIComponent(noteId)}`);

export function useDeleteTaskNote(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.notes(taskId) }),
  });
}
