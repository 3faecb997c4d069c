import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './query-keys';

/** user/isUserEMailUnique: the address is free, or belongs to `userId` (the user being edited). */
export const isEmailUnique = (email: string, userId: string | null) => {
  const params = new URLSearchParams({ id: email });
  if (userId) params.set('userId', userId);
  return api.get<boolean>(`/user/isUserEMailUnique?${params.toString()}`);
};

export const isEmailUniqueQueryOptions = (email: string, userId: string | null) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'unique', 'email', email.toLowerCase(), userId],
    queryFn: () => isEmailUnique(email, userId),
    staleTime: 10_000,
  });
