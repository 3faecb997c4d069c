import Link from '@mui/material/Link';

interface ProviderSignOutOfferProps {
  providerName: string;
  logoutUrl: string;
}

/**
 * After signing out of a session a provider opened: signing out of PLC Hub leaves the provider's own
 * session, with which anyone at this device could sign in again, so its sign-out is offered.
 */
export function ProviderSignOutOffer({ providerName, logoutUrl }: ProviderSignOutOfferProps) {
  return (
    <>
      You&apos;re signed out of PLC Hub. You may still be signed in to {providerName}.{' '}
      <Link href={logoutUrl} color="inherit" sx={{ fontWeight: 600 }}>
        Sign out of {providerName} too
      </Link>
    </>
  );
}
