import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityProvider, SaveIdentityProviderRequest } from '@shared/schemas/sso';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** Adds a provider (Id '0') or changes one. An empty ClientSecret keeps the stored one; a stale Version 409s. */
export const saveProvider = (body: SaveIdentityProviderRequest): Promise<IdentityProvider> =>
  api.post<IdentityProvider>('/sso/saveProvider', body);

export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey }),
  });
}
