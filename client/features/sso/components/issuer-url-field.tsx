import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { useTestDiscovery } from '../api/test-discovery';
import type { ProviderFormInput } from './provider-form';

/** What the last test found, while the field still holds the address it tested. */
function discoveryResult(discovery: ReturnType<typeof useTestDiscovery>, issuerUrl: string) {
  if (discovery.variables?.IssuerUrl !== issuerUrl) return null;
  if (discovery.isError) return { ok: false, message: errorMessage(discovery.error) };
  return discovery.data ? { ok: discovery.data.Ok, message: discovery.data.Message } : null;
}

/** The provider's issuer URL, with a Test that reads its discovery document as a sign-in would. */
export function IssuerUrlField() {
  const { register, control, trigger, getValues, formState } = useFormContext<ProviderFormInput>();
  const issuerUrl = useWatch({ control, name: 'IssuerUrl' });
  const discovery = useTestDiscovery();
  const result = discoveryResult(discovery, issuerUrl);

  const handleTest = async () => {
    // The address's own rules first: the server would refuse it the same way.
    if (await trigger('IssuerUrl')) discovery.mutate({ IssuerUrl: getValues('IssuerUrl') });
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          label="Issuer URL"
          required
          fullWidth
          type="url"
          helperText="For example https://accounts.google.com"
          registration={register('IssuerUrl')}
          fieldError={formState.errors.IssuerUrl}
        />
        <Button
          variant="outlined"
          onClick={() => void handleTest()}
          loading={discovery.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Test
        </Button>
      </Stack>
      {/* An alert: announced as the answer arrives, good or bad. */}
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
    </Stack>
  );
}
