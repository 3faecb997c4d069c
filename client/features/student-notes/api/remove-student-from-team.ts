import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { QueryRoot } from '../../../lib/query-roots';
import { studentNoteKeys } from './keys';

/** Ends one student's membership of a team (userteam/delete); answers the membership's id. */
export const removeStudentFromTeam = (userTeamId: string) =>
  api.delete<string>(`/userteam/delete/${encodeURIComponent(userTeamId)}`);

/** The team's student list reloads, and so do the teams screens, whose member lists held the student. */
export function useRemoveStudentFromTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudentFromTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentNoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: [QueryRoot.teams] }),
      ]),
  });
}
