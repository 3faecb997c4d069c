import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export const logout = (): Promise<MessageResponse> =>
  api.post<MessageResponse>('/usermembership/logout', undefined, { endsSessionOn401: false });

/**
 * Ends the session on the server, then forgets everything local (storage and cache) even if that call
 * failed: a user who asked to leave must never stay signed in on this device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      authStorage.signOut('signedOut');
      queryClient.clear();
    },
  });
}
