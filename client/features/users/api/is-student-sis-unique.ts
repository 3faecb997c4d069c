import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './query-keys';

/** user/isStudentSISUnique: no other student of the school has this student id. */
export const isStudentSisUnique = (studentId: string, userId: string | null) =>
  api.get<boolean>(
    `/user/isStudentSISUnique/${encodeURIComponent(studentId)}${userId ? `?userId=${userId}` : ''}`,
  );

export const isStudentSisUniqueQueryOptions = (studentId: string, userId: string | null) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'unique', 'studentId', studentId, userId],
    queryFn: () => isStudentSisUnique(studentId, userId),
    staleTime: 10_000,
  });
