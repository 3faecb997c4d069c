import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNormTitleRequest, UpdateNormTitleResponse } from '@shared/schemas/team-norms';
import { api } from '../../../lib/api-client';
import { teamNormsQueryKey } from './get-team-with-norms';

/** Renames a team's norms (Id is the team's id). */
export const updateNormTitle = (body: UpdateNormTitleRequest): Promise<UpdateNormTitleResponse> =>
  api.post<UpdateNormTitleResponse>('/team/updateNormTitle', body);

export function useUpdateNormTitle(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNormTitle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamNormsQueryKey(teamId) }),
  });
}
