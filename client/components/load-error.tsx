import Alert from '@mui/material/Alert';
import { errorMessage } from '../lib/api-error';

/** What a screen or list shows when its data could not be loaded (no access, gone, or the server is unreachable). */
export function LoadError({ error }: { error: unknown }) {
  return <Alert severity="error">{errorMessage(error)}</Alert>;
}
