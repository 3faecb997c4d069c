import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamNormsQueryKey } from './get-team-with-norms';

/** Answers the deleted norm's id. */
export const deleteTeamNorm = (normId: string): Promise<string> =>
  api.delete<string>(`/teamnorms/delete/${encodeURIComponent(normId)}`);

export function useDeleteTeamNorm(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamNorm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamNormsQueryKey(teamId) }),
  });
}
