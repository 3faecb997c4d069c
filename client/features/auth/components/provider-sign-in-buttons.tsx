import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { readRedirectTo } from '../../../config/paths';
import { authStorage } from '../../../lib/auth-storage';
import { signInStartHref, useSignInProviders } from '../api/get-sign-in-providers';

/**
 * A "Sign in with …" link per single sign-on provider, back to where the user was going once signed in.
 * Nothing while they load or when the district has none: the password form never waits for them.
 */
export function ProviderSignInButtons() {
  const [search] = useSearchParams();
  const providers = useSignInProviders();
  if (!providers.data?.length) return null;
  const returnTo = readRedirectTo(search);
  return (
    <Stack spacing={2}>
      <Divider>or</Divider>
      {providers.data.map((provider) => (
        <Button
          key={provider.Id}
          href={signInStartHref(provider.Id, returnTo)}
          onClick={() => authStorage.markSignOnStarted()}
          variant="outlined"
          size="large"
        >
          Sign in with {provider.DisplayName}
        </Button>
      ))}
    </Stack>
  );
}
