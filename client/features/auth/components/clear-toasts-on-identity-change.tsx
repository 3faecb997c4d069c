import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsAuthenticated } from '../../../lib/auth-storage';
import { cachedIdentity } from '../api/get-session';
import { useToast } from '../../../components/toast';

/**
 * A toast is about what its user just did: none may outlive a sign-out (here, by a 401 or in another tab)
 * or show to someone else, as after an impersonation starts or ends or another tab signs in as another
 * user. Sign-out clears the session from the cache too, so both watches usually agree.
 */
export function ClearToastsOnIdentityChange() {
  const queryClient = useQueryClient();
  const isAuthenticated = useIsAuthenticated();
  const { closeSnackbar } = useToast();

  useEffect(() => {
    closeSnackbar();
  }, [isAuthenticated, closeSnackbar]);

  useEffect(() => {
    let identity = cachedIdentity(queryClient);
    return queryClient.getQueryCache().subscribe(() => {
      const next = cachedIdentity(queryClient);
      if (next === identity) return;
      identity = next;
      closeSnackbar();
    });
  }, [queryClient, closeSnackbar]);

  return null;
}
