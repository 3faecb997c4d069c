import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';

/** Answers the deleted note's id. */
export const deleteStudentNote = (noteId: string) =>
  api.delete<string>(`/usernote/delete/${encodeURIComponent(noteId)}`);

export function useDeleteStudentNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudentNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentNoteKeys.all }),
  });
}
