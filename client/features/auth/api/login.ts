import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginCode } from '@shared/constants';
import { Messages } from '@shared/messages';
import type { LoginRequest, LoginResponse, SessionUser } from '@shared/schemas/auth';
import { SsoMessages } from '@shared/sso-messages';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export const login = (body: LoginRequest): Promise<LoginResponse> =>
  api.post<LoginResponse>('/usermembership/login', body, { endsSessionOn401: false });

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; message: string };

/**
 * Reads the login code as the spec does (2 locked out, 3 invalid, anything else success), but for 4: the
 * spec's other "invalid" is ours now, an address whose district signs in with a provider (issue 24).
 */
export function readLoginResponse(response: LoginResponse): LoginOutcome {
  if (response.Code === LoginCode.LockedOut) return { ok: false, message: Messages.lockedOut };
  if (response.Code === LoginCode.SsoRequired) return { ok: false, message: SsoMessages.ssoRequired };
  if (response.Code === LoginCode.InvalidCredentials) {
    return { ok: false, message: Messages.invalidCredentials };
  }
  if (!response.User) return { ok: false, message: Messages.invalidCredentials };
  return { ok: true, user: response.User };
}

/**
 * Signs in. On success a previous user's cache and local storage are dropped before the new flags are
 * written; the route guards then leave the login screen.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => readLoginResponse(await login(body)),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      queryClient.clear();
      authStorage.signIn(outcome.user);
    },
  });
}
