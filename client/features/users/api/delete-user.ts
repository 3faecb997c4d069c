import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './query-keys';

/** Deletes a staffer or student (kept in history, gone from lists); answers the deleted id. */
export const deleteUser = (id: string) => api.delete<string>(`/user/Delete/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
