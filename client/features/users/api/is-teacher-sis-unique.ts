import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './query-keys';

/** user/isTeacherSISUnique: no other staffer of the school has this staff id. */
export const isTeacherSisUnique = (staffId: string, userId: string | null) =>
  api.get<boolean>(
    `/user/isTeacherSISUnique/${encodeURIComponent(staffId)}${userId ? `?userId=${userId}` : ''}`,
  );

export const isTeacherSisUniqueQueryOptions = (staffId: string, userId: string | null) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'unique', 'staffId', staffId, userId],
    queryFn: () => isTeacherSisUnique(staffId, userId),
    staleTime: 10_000,
  });
