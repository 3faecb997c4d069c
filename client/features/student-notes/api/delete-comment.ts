import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';

/** Answers the deleted comment's id. */
export const deleteComment = (commentId: string) =>
  api.delete<string>(`/usernotecomment/delete/${encodeURIComponent(commentId)}`);

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentNoteKeys.all }),
  });
}
