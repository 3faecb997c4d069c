import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const session = await api.get<SessionResponse>('/usermembership/getSession', { signal });
  authStorage.setAnyTeamLead(session.User.IsAnyTeamLead);
  return session;
}

/** The signed-in user and the shell's links; the server's answer is what the guards trust. */
export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

export const useSession = () => useQuery(getSessionQueryOptions());
