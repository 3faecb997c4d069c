import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { VideoMeetingMessages } from '@shared/schemas/video-meetings';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useCompleteVideoConnection } from '../api/complete-video-connection';
import { useToast } from '../../../components/toast';

interface VideoConnectionResponseProps {
  /** Where to go once the answer is handled (My Account). */
  doneHref: string;
}

/** The provider's redirect target: passes its code and state to the server, reports, and moves on. */
export function VideoConnectionResponse({ doneHref }: VideoConnectionResponseProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const { mutateAsync: completeConnection } = useCompleteVideoConnection();
  // A code works once: StrictMode's second effect run must not post it again.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const finish = (message: string, variant: 'success' | 'error') => {
      enqueueSnackbar(message, { variant });
      void navigate(doneHref, { replace: true });
    };
    // No code: the user declined at the provider. Its error text is not shown: anyone can craft the URL.
    if (!code || !state) {
      finish(VideoMeetingMessages.notCompleted, 'error');
      return;
    }
    // mutateAsync settles even if StrictMode remounted the screen meanwhile.
    completeConnection({ Code: code, State: state }).then(
      () => finish(VideoMeetingMessages.connected, 'success'),
      (error: unknown) => finish(errorMessage(error), 'error'),
    );
  }, [completeConnection, doneHref, enqueueSnackbar, navigate, searchParams]);

  return <LoadingScreen label="Connecting your video meeting account" />;
}
