import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentNoteCreateEditVM } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';
import { toQueryString } from '../../../lib/query-string';
import { FRESH_FOR_A_FORM } from '../../../lib/query-client';

/** The note form's data; noteId '0' answers an empty note with the student's header. */
export const getStudentNoteForm = (noteId: string, userId: string, signal?: AbortSignal) =>
  api.get<StudentNoteCreateEditVM>(
    `/usernote/getStudentNoteCreateEditVMByUserNoteId/${encodeURIComponent(noteId)}${toQueryString({ UserId: userId })}`,
    { signal },
  );

export const getStudentNoteFormQueryOptions = (noteId: string, userId: string) =>
  queryOptions({
    queryKey: studentNoteKeys.noteForm(noteId, userId),
    queryFn: ({ signal }) => getStudentNoteForm(noteId, userId, signal),
    ...FRESH_FOR_A_FORM,
  });

export const useStudentNoteForm = (noteId: string, userId: string) =>
  useQuery(getStudentNoteFormQueryOptions(noteId, userId));
