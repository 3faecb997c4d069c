import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useIsAuthenticated } from '../../lib/auth-storage';
import { readRedirectTo } from '../../config/paths';
import { Redirecting } from './redirecting';

/** The login page is for signed-out users; once signed in, go where the user was heading. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticated();
  const [search] = useSearchParams();
  if (isAuthenticated) return <Redirecting to={readRedirectTo(search)} />;
  return children;
}
