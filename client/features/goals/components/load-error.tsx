import Alert from '@mui/material/Alert';
import { errorMessage } from '../../../lib/api-error';

/** A goal screen whose data could not be loaded (no access, gone, or the server is unreachable). */
export function LoadError({ error }: { error: unknown }) {
  return <Alert severity="error">{errorMessage(error)}</Alert>;
}
