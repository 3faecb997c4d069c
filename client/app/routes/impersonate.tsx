import { useReplaceSession } from '../../features/auth/api/get-session';
import { StartImpersonation } from '../../features/impersonation/components/start-impersonation';

export default function ImpersonateRoute() {
  const replaceSession = useReplaceSession();
  return <StartImpersonation onStarted={replaceSession} />;
}
