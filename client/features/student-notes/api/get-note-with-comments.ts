import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteWithComments } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';

export const getNoteWithComments = (noteId: string, signal?: AbortSignal) =>
  api.get<NoteWithComments>(`/usernote/getNoteWithCommentsByUserNoteId/${encodeURIComponent(noteId)}`, {
    signal,
  });

export const getNoteWithCommentsQueryOptions = (noteId: string) =>
  queryOptions({
    queryKey: studentNoteKeys.noteWithComments(noteId),
    queryFn: ({ signal }) => getNoteWithComments(noteId, signal),
  });

export const useNoteWithComments = (noteId: string) => useQuery(getNoteWithCommentsQueryOptions(noteId));
