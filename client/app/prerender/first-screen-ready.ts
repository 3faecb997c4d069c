import { getSessionQueryOptions } from '../../features/auth/api/get-session';
import { authStorage } from '../../lib/auth-storage';
import { queryClient } from '../../lib/query-client';
import { firstRouteLoaded } from '../router';

/**
 * Resolves once the app can show the first screen in one step: its route has loaded and, signed in,
 * the session has answered (or failed), so that the shell shows no loading screen in between.
 */
export async function firstScreenReady(): Promise<void> {
  await firstRouteLoaded();
  if (authStorage.isAuthenticated()) {
    await queryClient.ensureQueryData(getSessionQueryOptions()).catch(() => undefined);
  }
}
