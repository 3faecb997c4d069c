import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTeamSchema, SaveTeamRequest } from '@shared/schemas/teams';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { teamKeys } from './query-keys';

type SavedTeam = z.infer<typeof SavedTeamSchema>;

export const saveTeam = (body: SaveTeamRequest) => api.post<SavedTeam>('/team/addTeamWithUsers', body);

/**
 * Saves a team with its members. When the caller ends up a lead, the any-team-lead flag is set and the
 * session reloads, so lead-only actions (Create New Team, meetings) appear (spec section 4).
 */
export const useSaveTeam = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: SaveTeamRequest; callerIsLead: boolean }) => saveTeam(body),
    onSuccess: async (_saved, { callerIsLead }) => {
      if (callerIsLead) authStorage.setAnyTeamLead(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
      ]);
    },
  });
};
