import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { paths } from '../../../config/paths';
import { startImpersonation } from '../api/start-impersonation';
import type { SwitchSession } from '../switch-session';

/** /impersonate/:userId/:locationId: switches to that user, then opens their dashboard. */
export function StartImpersonation({ switchSession }: { switchSession: SwitchSession }) {
  const { userId = '', locationId = '' } = useParams<'userId' | 'locationId'>();
  const navigate = useNavigate();
  // StrictMode runs effects twice; the second call would act as the impersonated user and be refused.
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    switchSession(() => startImpersonation(userId, locationId)).then(
      () => void navigate(paths.dashboard.path, { replace: true }),
      (error: unknown) => {
        // Spec section 8: impersonation failures are only logged; the user sees no message.
        console.error('Impersonation could not start', error);
        void navigate(paths.superAdmin.path, { replace: true });
      },
    );
  }, [userId, locationId, switchSession, navigate]);

  return <LoadingScreen label="Switching to the chosen user" />;
}
