import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CopyTextField } from '../../../components/copy-text-field';

const COPIED = 'The address has been copied.';

interface ProviderRegistrationSectionProps {
  redirectUrl: string;
  postLogoutRedirectUrl: string;
}

/** The two addresses a provider asks for when PLC Hub is registered there as an app. */
export function ProviderRegistrationSection({
  redirectUrl,
  postLogoutRedirectUrl,
}: ProviderRegistrationSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          Register PLC Hub at your provider
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Register PLC Hub as a web application using OpenID Connect, with these addresses. The provider then
          gives you the client ID and client secret to enter here.
        </Typography>
        <CopyTextField label="Redirect URL" value={redirectUrl} copiedMessage={COPIED} />
        <CopyTextField
          label="Post-logout redirect URL"
          value={postLogoutRedirectUrl}
          copiedMessage={COPIED}
        />
      </Stack>
    </Paper>
  );
}
