import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../config/paths';

/** Any URL the app does not know. */
export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}
    >
      <Typography variant="h1">Page not found</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        The page you asked for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.path} variant="contained">
        Go to the home page
      </Button>
    </Stack>
  );
}
