import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authStorage, useIsAuthenticated } from '../../lib/auth-storage';
import { loginHref, paths } from '../../config/paths';

const AppShell = lazy(() => import('../layout/app-shell'));
const LoginRoute = lazy(() => import('../routes/login'));

/**
 * The signed-in area. Signed out, `/` is the login page itself and any other signed-in URL goes to /login,
 * remembering the URL unless the user has just signed out on purpose.
 */
export function SessionGate() {
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();

  if (isAuthenticated) return <AppShell />;
  if (location.pathname === paths.dashboard.path) return <LoginRoute />;
  const returnTo =
    authStorage.lastSignOutReason() === 'signedOut'
      ? undefined
      : `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={loginHref(returnTo)} replace />;
}
