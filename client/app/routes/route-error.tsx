import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * Shown when a screen fails to render or to load. Not lazy: it must work when a chunk cannot be fetched,
 * typically after a new release replaced the files an open tab still refers to.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    // Logged for support; the user sees a plain explanation.
    console.error(error);
  }, [error]);
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}
    >
      <Typography variant="h1">Something went wrong</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
        This page could not be shown. Reloading usually fixes it, for example after PLC Hub has been updated.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button href="/">Go to the home page</Button>
      </Stack>
    </Stack>
  );
}
