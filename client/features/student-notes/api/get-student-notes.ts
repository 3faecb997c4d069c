import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentNoteSortColumn, StudentNoteVM } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';
import { toQueryString } from '../../../lib/query-string';

export interface StudentNotesQuery {
  Page: number;
  PageSize: number;
  Sort: StudentNoteSortColumn;
  SortDirection: 'asc' | 'desc';
  TeamId: string;
}

export const getStudentNotes = (userId: string, query: StudentNotesQuery, signal?: AbortSignal) =>
  api.get<StudentNoteVM>(
    `/usernote/getStudentNoteVMByUserId/${encodeURIComponent(userId)}${toQueryString({ ...query })}`,
    { signal },
  );

export const getStudentNotesQueryOptions = (userId: string, query: StudentNotesQuery) =>
  queryOptions({
    queryKey: studentNoteKeys.notesOfStudent(userId, query),
    queryFn: ({ signal }) => getStudentNotes(userId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useStudentNotes = (userId: string, query: StudentNotesQuery) =>
  useQuery(getStudentNotesQueryOptions(userId, query));
