import { type Query, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Who the session acts as and for whom: a different answer means a different identity. */
const identityOf = (session: SessionResponse) =>
  `${session.User.UserId}:${session.Impersonation?.ImpersonatorUserId ?? ''}`;

/** Whom the cached session acts as; null when there is none (signed out, or not loaded yet). */
export function cachedIdentity(client: QueryClient): string | null {
  const session = client.getQueryData<SessionResponse>(sessionQueryKey);
  return session ? identityOf(session) : null;
}

/** Every cached query but the session's: what was read as one identity. */
const isIdentityData = (query: Query) => query.queryKey[0] !== sessionQueryKey[0];

/** The signed-in user and the shell's links; the server's answer is what the guards trust. */
export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<SessionResponse>(sessionQueryKey);
      const session = await getSession(signal);
      // Every tab shares the cookie: another one may have started or ended an impersonation. Nothing read
      // as the previous identity may show as this one; what is on screen reloads.
      if (before && identityOf(before) !== identityOf(session)) {
        void client.resetQueries({ predicate: isIdentityData });
      }
      return session;
    },
    staleTime: 60_000,
  });

export const useSession = () => useQuery(getSessionQueryOptions());

/**
 * Back from a single sign-on provider: its callback set the session cookie, which this tab's storage knows
 * nothing of. Asks the server once; signed in, the session is recorded as a password sign-in records it.
 */
export async function adoptSignOnSession(client: QueryClient): Promise<void> {
  try {
    const session = await getSession();
    client.setQueryData(sessionQueryKey, session);
    authStorage.signIn(session.User);
  } catch {
    // Not signed in (the provider or the app refused): the login page shows, with the reason it was sent.
  }
}

/**
 * Swaps the session on the server and adopts the answer. Requests still in flight carry the old cookie,
 * so they are cancelled first: neither their data nor the 401 of the session the swap deletes may land.
 * Then nothing cached for the previous identity may show for the new one, so every other query is
 * dropped, and local storage is reset as at sign-in. The session query keeps its observers, so the shell
 * updates at once. A refused swap reloads the session, in case another tab already made it.
 */
export function useSwitchSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (switchOnServer: () => Promise<SessionResponse>): Promise<SessionResponse> => {
      await queryClient.cancelQueries();
      let session: SessionResponse;
      try {
        session = await switchOnServer();
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        throw error;
      }
      queryClient.removeQueries({ predicate: isIdentityData });
      queryClient.setQueryData(sessionQueryKey, session);
      authStorage.signIn(session.User);
      return session;
    },
    [queryClient],
  );
}
