import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EMPTY_GUID, NEW_ID_STRING } from '@shared/constants';
import type { UserDetails } from '@shared/schemas/users';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useUser } from '../api/get-user';

interface UserEditorProps {
  /** The route's id: '0' (or the empty GUID) for a new user. */
  routeId: string | undefined;
  /** What is being loaded, for the loading screen ("staffer"). */
  noun: string;
  backHref: string;
  backLabel: string;
  children: (user: UserDetails | null) => ReactNode;
}

/** Loads the edited user (nothing for a new one) and shows the loading screen meanwhile. */
export function UserEditor({ routeId, noun, backHref, backLabel, children }: UserEditorProps) {
  const id = !routeId || routeId === NEW_ID_STRING || routeId === EMPTY_GUID ? null : routeId;
  const user = useUser(id);
  if (id !== null && user.isPending) return <LoadingScreen label={`Loading ${noun}`} />;
  if (id !== null && user.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{`This ${noun} could not be loaded. ${errorMessage(user.error)}`}</Alert>
        <Link component={RouterLink} to={backHref}>
          {backLabel}
        </Link>
      </Stack>
    );
  }
  return <>{children(user.data ?? null)}</>;
}
