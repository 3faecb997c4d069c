import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SessionResponse } from '@shared/schemas/auth';
import { LoadingScreen } from '../../../components/loading-screen';
import { paths } from '../../../config/paths';
import { startImpersonation } from '../api/start-impersonation';

interface StartImpersonationProps {
  /** Adopts the impersonated user's session: the app drops every cached query and stores this one. */
  onStarted: (session: SessionResponse) => void;
}

/** /impersonate/:userId/:locationId: switches to that user, then opens their dashboard. */
export function StartImpersonation({ onStarted }: StartImpersonationProps) {
  const { userId = '', locationId = '' } = useParams<'userId' | 'locationId'>();
  const navigate = useNavigate();
  // StrictMode runs effects twice; the second call would act as the impersonated user and be refused.
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    startImpersonation(userId, locationId).then(
      (session) => {
        onStarted(session);
        void navigate(paths.dashboard.path, { replace: true });
      },
      (error: unknown) => {
        // Spec section 8: impersonation failures are only logged; the user sees no message.
        console.error('Impersonation could not start', error);
        void navigate(paths.superAdmin.path, { replace: true });
      },
    );
  }, [userId, locationId, onStarted, navigate]);

  return <LoadingScreen label="Switching to the chosen user" />;
}
