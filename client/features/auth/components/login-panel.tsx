import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Messages } from '@shared/messages';
import { authStorage } from '../../../lib/auth-storage';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

type Mode = { kind: 'login' } | { kind: 'forgot'; email: string };

const initialNotice = (): string | null =>
  authStorage.peekLoginNotice() === 'sessionTimedOut' ? Messages.sessionTimedOut : null;

/** The login page's content: the sign-in form, which the "Forgot your password?" toggle swaps out. */
export function LoginPanel() {
  const [mode, setMode] = useState<Mode>({ kind: 'login' });
  const [notice, setNotice] = useState<string | null>(initialNotice);
  // Focus follows a swap of forms, but not the first render (the user may be reading the page).
  const [hasSwapped, setHasSwapped] = useState(false);

  useEffect(() => {
    // The notice is shown once; a later visit to the login page starts clean.
    authStorage.clearLoginNotice();
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
      {notice && <Alert severity="info">{notice}</Alert>}
      {mode.kind === 'login' ? (
        <LoginForm onForgotPassword={showForgot} autoFocus={hasSwapped} />
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
