import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentsOfTeam } from '@shared/schemas/student-notes';
import { api } from '../../../lib/api-client';
import { studentNoteKeys } from './keys';
import { toQueryString } from '../../../lib/query-string';

export interface StudentsOfTeamQuery {
  Page: number;
  PageSize: number;
  SortDirection: 'asc' | 'desc';
}

export const getStudentsByTeam = (teamId: string, query: StudentsOfTeamQuery, signal?: AbortSignal) =>
  api.get<StudentsOfTeam>(
    `/user/getStudentsByTeamId/${encodeURIComponent(teamId)}${toQueryString({ ...query })}`,
    { signal },
  );

export const getStudentsByTeamQueryOptions = (teamId: string, query: StudentsOfTeamQuery) =>
  queryOptions({
    queryKey: studentNoteKeys.studentsOfTeam(teamId, query),
    queryFn: ({ signal }) => getStudentsByTeam(teamId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useStudentsByTeam = (teamId: string, query: StudentsOfTeamQuery) =>
  useQuery(getStudentsByTeamQueryOptions(teamId, query));
