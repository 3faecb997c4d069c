import { useSwitchSession } from '../../features/auth/api/get-session';
import { StartImpersonation } from '../../features/impersonation/components/start-impersonation';

export default function ImpersonateRoute() {
  return <StartImpersonation switchSession={useSwitchSession()} />;
}
