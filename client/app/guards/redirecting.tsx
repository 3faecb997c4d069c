import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';

/**
 * A redirect that says the app is loading meanwhile: the router keeps the current route on screen until the
 * target's loaders have its chunk, which on a slow phone takes a while (router.tsx).
 */
export function Redirecting({ to }: { to: string }) {
  return (
    <>
      <LoadingScreen label="Loading PLC Hub" fullPage />
      <Navigate to={to} replace />
    </>
  );
}
