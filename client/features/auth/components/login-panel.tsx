import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Messages } from '@shared/messages';
import { SSO_ERRORS, type SsoError, SsoMessages } from '@shared/sso-messages';
import { authStorage } from '../../../lib/auth-storage';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ProviderSignInButtons } from './provider-sign-in-buttons';
import { ProviderSignOutOffer } from './provider-sign-out-offer';

type Mode = { kind: 'login' } | { kind: 'forgot'; email: string };

/** What the last session left for this page: that it timed out, or the provider's sign-out to offer. */
function initialNotice(): ReactNode {
  const notice = authStorage.peekLoginNotice();
  if (notice?.kind === 'sessionTimedOut') return Messages.sessionTimedOut;
  if (notice?.kind === 'providerSignOut') {
    return <ProviderSignOutOffer providerName={notice.providerName} logoutUrl={notice.logoutUrl} />;
  }
  return null;
}

/** Why a single sign-on sent the browser back here (?sso=), if it did. */
const readSsoError = (search: URLSearchParams): SsoError | undefined =>
  SSO_ERRORS.find((error) => error === search.get('sso'));

/**
 * The login page's content: the sign-in form, which the "Forgot your password?" toggle swaps out, and the
 * district's single sign-on providers.
 */
export function LoginPanel() {
  const [search] = useSearchParams();
  const ssoError = readSsoError(search);
  const [mode, setMode] = useState<Mode>({ kind: 'login' });
  const [notice, setNotice] = useState<ReactNode>(initialNotice);
  // Focus follows a swap of forms, but not the first render (the user may be reading the page).
  const [hasSwapped, setHasSwapped] = useState(false);

  useEffect(() => {
    // The notice is shown once; a later visit to the login page starts clean.
    authStorage.clearLoginNotice();
    // A single sign-on that comes back here did not sign in: there is nothing to ask the server.
    authStorage.takeSignOnStarted();
  }, []);

  const showForgot = (email: string) => {
    setNotice(null);
    setHasSwapped(true);
    setMode({ kind: 'forgot', email });
  };
  const showLogin = (message: string | null) => {
    setNotice(message);
    setHasSwapped(true);
    setMode({ kind: 'login' });
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{mode.kind === 'login' ? 'Sign in' : 'Forgot your password?'}</Typography>
      {mode.kind === 'login' && ssoError && <Alert severity="error">{SsoMessages[ssoError]}</Alert>}
      {notice && <Alert severity="info">{notice}</Alert>}
      {mode.kind === 'login' ? (
        <>
          <LoginForm onForgotPassword={showForgot} autoFocus={hasSwapped} />
          <ProviderSignInButtons />
        </>
      ) : (
        <ForgotPasswordForm
          defaultEmail={mode.email}
          onSent={(message) => showLogin(message)}
          onCancel={() => showLogin(null)}
        />
      )}
    </Stack>
  );
}
