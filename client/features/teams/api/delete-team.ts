import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** Deletes a team; answers the deleted id. */
export const deleteTeam = (teamId: string) =>
  api.delete<string>(`/team/delete/${encodeURIComponent(teamId)}`);

export const useDeleteTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
      ]),
  });
};
