import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './query-keys';

/** The user/save payload as it travels: a staffer, or a student (with UserStudent). */
export type UserSavePayload = Record<string, unknown> & { Id: string };

export const saveUser = (payload: UserSavePayload) => api.post<UserDetails>('/user/save', payload);

/** Saves a staffer or a student; lists, forms and uniqueness answers are refreshed. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
