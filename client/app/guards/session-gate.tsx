import { useLocation } from 'react-router';
import { adoptSignOnSession, getSessionQueryOptions } from '../../features/auth/api/get-session';
import { authStorage, useIsAuthenticated } from '../../lib/auth-storage';
import { queryClient } from '../../lib/query-client';
import { loginHref, paths } from '../../config/paths';
import { chunkArrived, lazyScreen } from '../lazy-screen';
import { Redirecting } from './redirecting';

const AppShell = lazyScreen(() => import('../layout/app-shell'));
const LoginRoute = lazyScreen(() => import('../routes/login'));

/**
 * Starts what the gate will show as soon as navigation into the signed-in area starts: signed in, the
 * shell's chunk and the session it waits for; signed out, the login page (shown at / or redirected to).
 * Back from a single sign-on provider, it first learns from the server whether that signed the user in.
 * Navigation waits for the chunk, not the session: the shell shows its own loading state.
 */
export async function sessionGateLoader(): Promise<null> {
  if (!authStorage.isAuthenticated() && authStorage.takeSignOnStarted()) {
    await adoptSignOnSession(queryClient);
  }
  if (authStorage.isAuthenticated()) {
    // Only when none is cached: the shell stays mounted across screens and keeps its session fresh itself.
    // A failed request shows in the shell, which asks again.
    queryClient.ensureQueryData(getSessionQueryOptions()).catch(() => undefined);
    await chunkArrived(AppShell.preload);
  } else {
    await chunkArrived(LoginRoute.preload);
  }
  return null;
}

/**
 * The signed-in area. Signed out, `/` is the login page itself and any other signed-in URL goes to /login,
 * remembering the URL unless the user has just signed out on purpose.
 */
export function SessionGate() {
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();

  if (isAuthenticated) return <AppShell.Component />;
  if (location.pathname === paths.dashboard.path) return <LoginRoute.Component />;
  const returnTo =
    authStorage.lastSignOutReason() === 'signedOut'
      ? undefined
      : `${location.pathname}${location.search}${location.hash}`;
  return <Redirecting to={loginHref(returnTo)} />;
}
