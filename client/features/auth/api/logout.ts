import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoLogoutResponse } from '@shared/schemas/sso';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * Ends the session as usermembership/logout does; a session a single sign-on provider opened also answers
 * the provider's own sign-out address, since ending ours leaves the provider's.
 */
export const logout = (): Promise<SsoLogoutResponse> =>
  api.post<SsoLogoutResponse>('/sso/logout', undefined, { endsSessionOn401: false });

/**
 * Ends the session on the server, then forgets everything local (storage and cache) even if that call
 * failed: a user who asked to leave must never stay signed in on this device. The provider's sign-out, if
 * any, is left for the login page to offer.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: (response) => {
      const { ProviderName: providerName, ProviderLogoutUrl: logoutUrl } = response ?? {};
      // Before signing out: the login page it brings reads the notice as it first renders.
      if (providerName && logoutUrl) {
        authStorage.setLoginNotice({ kind: 'providerSignOut', providerName, logoutUrl });
      }
      authStorage.signOut('signedOut');
      queryClient.clear();
    },
  });
}
