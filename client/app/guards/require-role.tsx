import { Navigate, Outlet } from 'react-router';
import type { SessionResponse } from '@shared/schemas/auth';
import { useSession } from '../../features/auth/api/get-session';
import { paths } from '../../config/paths';

type Role = 'admin' | 'superAdmin';

/** The session's right to open a role's screens: the server's access level for the role decides it. */
const mayOpen = (session: SessionResponse, role: Role): boolean =>
  role === 'admin' ? session.AllowedToManageSchool : session.AllowedToManageDistrict;

/**
 * Admin and super-admin screens: others are sent to the dashboard (spec section 6). This only chooses
 * screens; the server checks the role again on every call.
 */
export function RequireRole({ role }: { role: Role }) {
  const { data } = useSession();
  // The shell renders its routes only once the session has loaded.
  if (!data) return null;
  if (!mayOpen(data, role)) return <Navigate to={paths.dashboard.path} replace />;
  return <Outlet />;
}
