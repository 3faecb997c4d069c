import type { ReorderTeamNormsRequest, TeamNorm, TeamWithNorms } from '@shared/schemas/team-norms';
import { useOptimisticReorder } from '../../../hooks/use-optimistic-reorder';
import { api } from '../../../lib/api-client';
import { teamNormsQueryKey } from './get-team-with-norms';

/** Sends the whole new order of a team's norms; the server applies it in one transaction. */
export const reorderTeamNorms = (body: ReorderTeamNormsRequest): Promise<TeamNorm[]> =>
  api.post<TeamNorm[]>('/teamnorms/reorder', body);

/** The norms in their new order at once; the old order back if the server refuses. */
export const useReorderTeamNorms = (teamId: string) =>
  useOptimisticReorder({
    queryKey: teamNormsQueryKey(teamId),
    send: (norms: TeamNorm[]) =>
      reorderTeamNorms({
        ReorderItems: norms.map((norm, index) => ({ TeamNormId: norm.Id, NewDisplayOrder: index + 1 })),
      }),
    apply: (team: TeamWithNorms, norms) => ({
      ...team,
      Norms: norms.map((norm, index) => ({ ...norm, DisplayOrder: index + 1 })),
    }),
  });
