import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Messages } from '@shared/messages';

/** Confirms the reset and leads back to sign in. */
export function PasswordUpdated({ loginHref }: { loginHref: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form the user was in has gone; start them at the news.
    headingRef.current?.focus();
  }, []);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {Messages.passwordUpdated}
      </Typography>
      <Typography>You can now sign in with your new password.</Typography>
      <Button component={RouterLink} to={loginHref} variant="contained" size="large">
        Sign in
      </Button>
    </Stack>
  );
}
