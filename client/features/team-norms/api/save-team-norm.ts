import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTeamNormRequest, TeamNorm } from '@shared/schemas/team-norms';
import { api } from '../../../lib/api-client';
import { teamNormsQueryKey } from './get-team-with-norms';

/** Adds a norm (Id '0', placed last) or changes a norm's text. */
export const saveTeamNorm = (body: SaveTeamNormRequest): Promise<TeamNorm> =>
  api.post<TeamNorm>('/teamnorms/save', body);

export function useSaveTeamNorm(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamNorm,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamNormsQueryKey(teamId) }),
  });
}
