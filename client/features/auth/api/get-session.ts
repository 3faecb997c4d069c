import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const session = await api.get<SessionResponse>('/usermembership/getSession', { signal });
  authStorage.setAnyTeamLead(session.User.IsAnyTeamLead);
  return session;
}

const sessionQueryKey = ['session'] as const;

/** The signed-in user and the shell's links; the server's answer is what the guards trust. */
export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

export const useSession = () => useQuery(getSessionQueryOptions());

/**
 * Adopts a session the server has just swapped in (a super admin starting or ending an impersonation):
 * nothing cached for the previous identity may show for the new one, so every other query is dropped, and
 * local storage is reset as at sign-in. The session query keeps its observers, so the shell updates at once.
 */
export function useReplaceSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, session);
      authStorage.signIn(session.User);
    },
    [queryClient],
  );
}
