import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoSettingsQueryKey } from './get-sso-settings';

/** Removes a provider: its button leaves the login page, and its linked accounts with it. */
export const deleteProvider = (providerId: string): Promise<{ Id: string }> =>
  api.delete<{ Id: string }>(`/sso/deleteProvider/${encodeURIComponent(providerId)}`);

export function useDeleteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey }),
  });
}
