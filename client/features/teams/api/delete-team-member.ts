import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** Removes one membership (userteam/delete); answers the deleted id. The team's details reload. */
export const deleteTeamMember = (userTeamId: string) =>
  api.delete<string>(`/userteam/delete/${encodeURIComponent(userTeamId)}`);

export const useDeleteTeamMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
