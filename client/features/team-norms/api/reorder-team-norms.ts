import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReorderTeamNormsRequest, TeamNorm, TeamWithNorms } from '@shared/schemas/team-norms';
import { api } from '../../../lib/api-client';
import { teamNormsQueryKey } from './get-team-with-norms';

/** Sends the whole new order of a team's norms; the server applies it in one transaction. */
export const reorderTeamNorms = (body: ReorderTeamNormsRequest): Promise<TeamNorm[]> =>
  api.post<TeamNorm[]>('/teamnorms/reorder', body);

/**
 * Shows the new order at once (the dragged row must not jump back while the request runs), puts the old
 * one back if the server refuses, and reloads either way.
 */
export function useReorderTeamNorms(teamId: string) {
  const queryClient = useQueryClient();
  const queryKey = teamNormsQueryKey(teamId);
  return useMutation({
    // One move at a time, in the order made, so a slow request never lands after a later one.
    scope: { id: `team-norms-reorder-${teamId}` },
    mutationFn: (norms: TeamNorm[]) =>
      reorderTeamNorms({
        ReorderItems: norms.map((norm, index) => ({ TeamNormId: norm.Id, NewDisplayOrder: index + 1 })),
      }),
    onMutate: async (norms) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TeamWithNorms>(queryKey);
      if (previous) {
        queryClient.setQueryData<TeamWithNorms>(queryKey, {
          ...previous,
          Norms: norms.map((norm, index) => ({ ...norm, DisplayOrder: index + 1 })),
        });
      }
      return { previous };
    },
    onError: (_error, _norms, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
