import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedId, SaveStudentNoteRequest } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';

export const saveStudentNote = (body: SaveStudentNoteRequest) => api.post<SavedId>('/usernote/Save', body);

export function useSaveStudentNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentNoteKeys.all }),
  });
}
