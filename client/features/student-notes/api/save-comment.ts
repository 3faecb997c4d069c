import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedId, SaveStudentCommentRequest } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';

export const saveComment = (body: SaveStudentCommentRequest) =>
  api.post<SavedId>('/usernotecomment/save', body);

export function useSaveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentNoteKeys.all }),
  });
}
