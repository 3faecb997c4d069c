import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentNoteComment } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

export const getComment = (commentId: string, signal?: AbortSignal) =>
  api.get<StudentNoteComment>(`/usernotecomment/getById/${encodeURIComponent(commentId)}`, { signal });

export const getCommentQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: studentNoteKeys.comment(commentId),
    queryFn: ({ signal }) => getComment(commentId, signal),
    ...FRESH_FOR_A_FORM,
  });

/** Loads an existing comment for editing; a new one ('0') loads nothing. */
export const useComment = (commentId: string, enabled: boolean) =>
  useQuery({ ...getCommentQueryOptions(commentId), enabled });
